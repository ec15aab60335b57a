import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type CSSProperties } from 'react';
import { MAX_SCRIPT_LENGTH, type Slide } from '@dsb/core';
import { lengthHintProps } from '../../ui/LengthHint';
import { usePreviewPending } from '../previews';
import { storyStore } from '../stories';
import { gridMessages } from './messages';
import { SlidePreview } from './SlidePreview';
import { SlideTitleInput } from './SlideTitleInput';
import { ownWordsDir } from '../../ui/ownWordsDir';

/** Animation 150 ms. */
export const DRAG_ANIMATION_MS = 150;

type Props = {
  slide: Slide;
  index: number;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  editing: boolean;
};

/** One slide in the grid: drag handle, number, title, script, hint, preview and actions. */
export const SlideCard = memo(function SlideCard({
  slide,
  index,
  onEdit,
  onDelete,
  editing,
}: Props) {
  const n = index + 1;
  const sortable = useSortable({
    id: slide.id,
    transition: { duration: DRAG_ANIMATION_MS, easing: 'ease' },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 2 : undefined,
    boxShadow: sortable.isDragging ? 'var(--mantine-shadow-lg)' : undefined,
  };
  const generating = usePreviewPending(slide.id);
  const update = (patch: Partial<Slide>) => storyStore.getState().updateSlide(index, patch);
  const words = gridMessages.slide;

  return (
    <Card
      ref={sortable.setNodeRef}
      style={style}
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={words.label({ n })}
      data-testid="slide-card"
      data-slide-id={slide.id}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              ref={sortable.setActivatorNodeRef}
              {...sortable.attributes}
              {...sortable.listeners}
              aria-label={words.drag({ n })}
              variant="subtle"
              color="gray"
              style={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
            <Badge variant="light" size="lg" radius="sm">
              {words.badge({ n })}
            </Badge>
          </Group>
          <ActionIcon
            aria-label={words.delete({ n })}
            variant="subtle"
            color="red"
            onClick={() => onDelete(index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>

        <Group align="flex-start" gap="sm" wrap="nowrap">
          <SlidePreview slide={slide} number={n} generating={generating} />
          <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
            <SlideTitleInput
              title={slide.title}
              label={words.titleLabel({ n })}
              onChange={(title) => update({ title })}
            />
            <Textarea
              dir={ownWordsDir(slide.script)}
              aria-label={words.scriptLabel({ n })}
              placeholder={words.scriptPlaceholder()}
              value={slide.script}
              onChange={(e) => update({ script: e.currentTarget.value })}
              // A counter near the limit, and a message when a paste was cut at it.
              {...lengthHintProps(slide.script, MAX_SCRIPT_LENGTH)}
              autosize
              minRows={3}
              maxRows={8}
            />
          </Stack>
        </Group>

        {slide.text && (
          <Text size="xs" c="dimmed" data-testid="slide-hint">
            <Text span fw={600} inherit>
              {words.hint()}{' '}
            </Text>
            <bdi>{slide.text}</bdi>
          </Text>
        )}

        <Button
          mt="auto"
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => onEdit(index)}
          loading={editing}
          aria-label={words.editNumbered({ n })}
        >
          {words.edit()}
        </Button>
      </Stack>
    </Card>
  );
});
