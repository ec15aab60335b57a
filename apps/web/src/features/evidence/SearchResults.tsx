import { Alert, Group, Pagination, Progress, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { EvidenceItem } from '@dsb/core';
import { EvidenceListItem } from './EvidenceListItem';
import { evidenceMessages } from './messages';
import { SEARCH_PAGINATION, paginate } from './pagination';
import { useEvidenceSearchState } from './searchState';
import { useEvidenceSearchActions, type EvidenceResults } from './useEvidenceSearch';
import type { SavedEvidenceApi } from './useSavedEvidence';

type Props = {
  saved: SavedEvidenceApi;
  isAdmin: boolean;
  compact: boolean;
  onOpen: (item: EvidenceItem) => void;
};

/** One page of results; it counts its thumbnails as they arrive (docs/product/evidence.md). */
function ResultsPage({ items, ...props }: Props & { items: EvidenceItem[] }) {
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const withImage = items.filter((e) => e.imageURL ?? e.s3URL);
  const loaded = withImage.filter((e) => settled.has(e._id)).length;
  const settle = (id: string) =>
    setSettled((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  return (
    <>
      {loaded < withImage.length && (
        <Stack gap={4} role="status" data-testid="thumbnail-progress">
          <Text size="xs" c="dimmed">
            {evidenceMessages.search.loadingThumbnails({ loaded, total: withImage.length })}
          </Text>
          <Progress value={(loaded / withImage.length) * 100} size="xs" aria-hidden />
        </Stack>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <EvidenceListItem
            key={item._id}
            item={item}
            onThumbSettled={() => settle(item._id)}
            {...props}
          />
        ))}
      </Stack>
    </>
  );
}

/** The found results: fallback note, counter, the page shown, and pages (10 a page). */
export function SearchResults({ found, ...props }: Props & { found: EvidenceResults }) {
  const { results, query, fellBack } = found;
  const requested = useEvidenceSearchState((s) => s.page);
  const { setPage } = useEvidenceSearchActions();
  const { items, page, totalPages } = paginate(results, requested);
  const t = evidenceMessages.search;

  return (
    <Stack gap="sm">
      {fellBack && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {t.fallback()}
        </Alert>
      )}
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="evidence-count">
        {t.found({ count: results.length })}
      </Text>
      <ResultsPage key={`${query}|${page}|${results.length}`} items={items} {...props} />
      {totalPages > 1 && (
        <Group justify="center" component="nav" aria-label={t.pages()}>
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            {...SEARCH_PAGINATION}
            size={props.compact ? 'xs' : 'sm'}
            gap={props.compact ? 4 : 8}
            withControls={!props.compact}
            getControlProps={(control) => ({ 'aria-label': t.pageControls[control]() })}
            getItemProps={(n) => ({ 'aria-label': t.page({ page: n }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
