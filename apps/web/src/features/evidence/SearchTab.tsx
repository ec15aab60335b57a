import { Stack, Text } from '@mantine/core';
import type { EvidenceItem } from '@dsb/core';
import { evidenceMessages } from './messages';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import { NoResults, SearchError, SearchSkeleton } from './SearchStates';
import { useEvidenceResults } from './useEvidenceSearch';
import type { SavedEvidenceApi } from './useSavedEvidence';

/** Search: the box, then whatever the last search came to. */
export function SearchTab(props: {
  saved: SavedEvidenceApi;
  isAdmin: boolean;
  compact: boolean;
  onOpen: (item: EvidenceItem) => void;
}) {
  const found = useEvidenceResults();
  const { status, query, error } = found;
  const count = found.results.length;

  // The query and status are on the element so a test (or a support tool) can tell which search
  // the screen shows, not only that some search finished.
  return (
    <Stack gap="md" data-search-query={query} data-search-status={status}>
      <SearchBox compact={props.compact} />
      {status === 'idle' && (
        <Text size="sm" c="dimmed">
          {evidenceMessages.search.idle()}
        </Text>
      )}
      {status === 'loading' && <SearchSkeleton />}
      {status === 'error' && <SearchError message={error ?? evidenceMessages.search.failed()} />}
      {status === 'success' && count === 0 && <NoResults query={query} />}
      {status === 'success' && count > 0 && <SearchResults found={found} {...props} />}
    </Stack>
  );
}
