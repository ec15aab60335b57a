import { ActionIcon, Anchor, Group, Menu, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { storyStore, useStory } from '../stories';
import { SlideTitle } from './SlideTitle';
import { gridPath } from './slideParams';
import { useLeaveEditor } from './useLeave';
import { editorMessages } from './messages';

const M = editorMessages.breadcrumb;

/**
 * A slide's name in the picker: its title, or 'Slide n' when it has none (docs/product/editor.md).
 */
export function slideLabel(title: string, index: number): string {
  return M.pickerItem({
    number: index + 1,
    title: title.trim() || M.untitled({ number: index + 1 }),
  });
}

/**
 * 'All Slides' (saves, then the grid), the click-to-edit slide title and the slide picker.
 */
export function Breadcrumb({
  storyId,
  slideIndex,
  onPick,
}: {
  storyId: string | null;
  slideIndex: number;
  onPick: (index: number) => void;
}) {
  const leave = useLeaveEditor();
  const titles = useStory((s) => s.story?.slides.map((slide) => slide.title).join('\u0000') ?? '');
  const list = titles ? titles.split('\u0000') : [];
  const title = list[slideIndex] ?? '';

  return (
    <Group component="nav" aria-label={M.aria()} gap={6} px="xs" wrap="nowrap">
      <Anchor
        component="button"
        type="button"
        size="sm"
        style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        onClick={() => void leave(gridPath(storyId))}
      >
        {M.allSlides()}
      </Anchor>
      <IconChevronRight
        size={14}
        aria-hidden
        className="dsb-mirror"
        color="var(--mantine-color-gray-6)"
      />
      <SlideTitle
        title={title || M.untitled({ number: slideIndex + 1 })}
        onCommit={(next) => storyStore.getState().updateSlide(slideIndex, { title: next })}
      />
      <Menu position="bottom-start" width={280} shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={M.choose()}>
            <IconChevronDown size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
          {list.map((slideTitle, index) => (
            <Menu.Item
              key={index}
              onClick={() => index !== slideIndex && onPick(index)}
              rightSection={
                index === slideIndex ? <IconCheck size={16} aria-label={M.current()} /> : null
              }
              aria-current={index === slideIndex ? 'page' : undefined}
            >
              <Text size="sm" truncate>
                {slideLabel(slideTitle, index)}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
