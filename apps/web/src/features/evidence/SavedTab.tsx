import {
  ActionIcon,
  Button,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconBookmark, IconPlus, IconSearch, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EvidenceThumb } from './EvidenceThumb';
import { aroundSlot, evidenceMessages } from './messages';
import { SAVED_PAGINATION, paginate } from './pagination';
import { filterSaved, previewDescription, type SavedEvidence } from './savedEvidence';
import type { SavedEvidenceApi } from './useSavedEvidence';

type Props = {
  saved: SavedEvidenceApi;
  storyId?: string | null;
  variant: 'research' | 'editor';
  onOpen: (item: SavedEvidence) => void;
  onAddToCanvas?: (item: SavedEvidence) => void;
};

function EmptySaved({ variant, storyId }: Pick<Props, 'variant' | 'storyId'>) {
  const t = evidenceMessages.savedTab;
  const [before, after] = aroundSlot(t.empty, 'icon');
  return (
    <Paper withBorder radius="md" p="lg" data-testid="saved-empty">
      <Stack align="center" gap="sm" ta="center">
        <Text size="sm">
          {before}
          <IconBookmark
            size={16}
            style={{ verticalAlign: 'text-bottom' }}
            aria-label={t.bookmarkIcon()}
            role="img"
          />
          {after}
        </Text>
        {variant === 'editor' && (
          <>
            <Text size="sm" c="dimmed">
              {t.researcherHint()}
            </Text>
            <Button
              component={Link}
              to={storyId ? `/researcher?story=${encodeURIComponent(storyId)}` : '/researcher'}
              variant="light"
            >
              {t.openResearcher()}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function SavedRow({
  item,
  saved,
  variant,
  onOpen,
  onAddToCanvas,
}: Props & { item: SavedEvidence }) {
  const compact = variant === 'editor';
  const t = evidenceMessages.savedTab;
  const thumb = (
    <UnstyledButton
      onClick={() => onOpen(item)}
      aria-label={evidenceMessages.result.open({ label: item.label })}
      style={{ flex: compact ? 1 : undefined, minWidth: 0 }}
    >
      <EvidenceThumb item={item} width={compact ? '100%' : 80} />
    </UnstyledButton>
  );
  const remove = (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t.remove({ label: item.label })}
      title={evidenceMessages.bookmark.remove()}
      onClick={() => saved.toggle(item)}
    >
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
  const body = (
    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
      <UnstyledButton onClick={() => onOpen(item)}>
        <Text fw={600} size="sm" lh={1.3}>
          {item.label}
        </Text>
      </UnstyledButton>
      <Text size="xs" c="dimmed">
        {previewDescription(item.description)}
      </Text>
      <Group gap={4} mt={4}>
        {onAddToCanvas && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onAddToCanvas(item)}
            aria-label={t.addAria({ label: item.label })}
          >
            {t.add()}
          </Button>
        )}
        <Tooltip label={t.analyzeSoon()}>
          {/* disabled buttons get no pointer events: the wrapper carries the tooltip */}
          <span>
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconSparkles size={14} aria-hidden />}
              disabled
            >
              {t.analyze()}
            </Button>
          </span>
        </Tooltip>
      </Group>
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="xs" component="li" data-testid="saved-evidence">
      {compact ? (
        <Stack gap={6}>
          <Group wrap="nowrap" align="flex-start" gap={6}>
            {thumb}
            {remove}
          </Group>
          {body}
        </Stack>
      ) : (
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {thumb}
          {body}
          {remove}
        </Group>
      )}
    </Paper>
  );
}

/** Saved: the story's saved charts, filterable, 10 a page (docs/product/evidence.md). */
export function SavedTab(props: Props) {
  const { saved, variant, storyId } = props;
  const [filter, setFilter] = useState('');
  const [requested, setPage] = useState(1);

  if (!saved.canSave)
    return (
      <Paper withBorder radius="md" p="lg">
        <Text size="sm" ta="center">
          {saved.reason}
        </Text>
      </Paper>
    );
  if (saved.saved.length === 0) return <EmptySaved variant={variant} storyId={storyId} />;

  const shown = filterSaved(saved.saved, filter);
  const { items, page, totalPages } = paginate(shown, requested);
  return (
    <Stack gap="sm">
      <TextInput
        aria-label={evidenceMessages.savedTab.filterLabel()}
        placeholder={evidenceMessages.savedTab.filterPlaceholder()}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter}
        onChange={(e) => {
          setFilter(e.currentTarget.value);
          setPage(1);
        }}
      />
      {shown.length === 0 && (
        <Text size="sm" c="dimmed" ta="center">
          {evidenceMessages.savedTab.noMatch({ filter: filter.trim() })}
        </Text>
      )}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <SavedRow key={item._id} item={item} {...props} />
        ))}
      </Stack>
      {totalPages > 1 && (
        <Group justify="center" component="nav" aria-label={evidenceMessages.savedTab.pages()}>
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            {...SAVED_PAGINATION}
            size={variant === 'editor' ? 'xs' : 'sm'}
          />
        </Group>
      )}
    </Stack>
  );
}
