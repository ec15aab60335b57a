import { Alert, Button, Center, EmptyState, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconSearchOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../lib/http';
import { serverText } from '../../lib/serverText/serverText';
import { RetryAlert } from '../../ui/RetryAlert';
import type { SearchType } from './api';
import { promptMessages } from './messages';
import { PromptGrid, PromptGridSkeleton } from './PromptGrid';
import { SearchForm } from './SearchForm';
import { usePromptList, usePromptSearch } from './useBrowsePrompts';

/** A failure with nothing to retry here: Load More and a new search are the way on. */
function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Text size="sm">{message}</Text>
    </Alert>
  );
}

function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <EmptyState icon={<IconSearchOff size={24} aria-hidden />} py="xl">
      <EmptyState.Title order={2}>{promptMessages.browse.noResults({ query })}</EmptyState.Title>
      <EmptyState.Description>{promptMessages.browse.noResultsHint()}</EmptyState.Description>
      <EmptyState.Actions>
        <Button variant="light" onClick={onClear}>
          {promptMessages.browse.clearSearch()}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** The default list with Load More (20 at a time). */
function DefaultList() {
  const list = usePromptList(true);
  if (list.isPending) return <PromptGridSkeleton />;
  if (list.isError)
    return (
      <RetryAlert
        message={promptMessages.browse.fetchFailed()}
        retryLabel={promptMessages.browse.tryAgain()}
        onRetry={() => void list.refetch()}
      />
    );
  return (
    <Stack gap="md">
      <PromptGrid prompts={list.prompts} showMatch={false} />
      <Text size="sm" c="dimmed" ta="center" aria-live="polite">
        {promptMessages.browse.showing({ shown: list.prompts.length, total: list.total })}
      </Text>
      {list.isFetchNextPageError && <ErrorAlert message={promptMessages.browse.fetchFailed()} />}
      {list.hasNextPage && (
        <Center>
          <Button
            variant="light"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {promptMessages.browse.loadMore()}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

function SearchResults({
  query,
  mode,
  onClear,
}: {
  query: string;
  mode: SearchType;
  onClear: () => void;
}) {
  const search = usePromptSearch(query, mode);
  if (search.isPending) return <PromptGridSkeleton />;
  if (search.isError) {
    const { error } = search;
    const invalid = error instanceof ApiError && error.status === 400;
    return (
      <ErrorAlert
        message={invalid ? serverText(error.message) : promptMessages.browse.searchFailed()}
      />
    );
  }
  const { items: prompts, fellBack } = search.data;
  return (
    <Stack gap="md">
      {fellBack && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {promptMessages.browse.smartFallback()}
        </Alert>
      )}
      {prompts.length === 0 ? (
        <NoResults query={query} onClear={onClear} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {promptMessages.browse.found({ count: prompts.length })}
          </Text>
          <PromptGrid prompts={prompts} showMatch={mode === 'semantic' && !fellBack} />
        </>
      )}
    </Stack>
  );
}

/** Browse: search (basic or smart) over the prompts, or the default list when no query. */
export function BrowseTab() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<SearchType>('text');
  const clear = () => {
    setInput('');
    setQuery(''); // an empty query shows the default list without a search call
  };
  return (
    <Stack gap="md">
      <SearchForm
        value={input}
        onChange={setInput}
        onSubmit={() => setQuery(input.trim())}
        onClear={clear}
        mode={mode}
        onModeChange={setMode}
      />
      {query ? <SearchResults query={query} mode={mode} onClear={clear} /> : <DefaultList />}
    </Stack>
  );
}
