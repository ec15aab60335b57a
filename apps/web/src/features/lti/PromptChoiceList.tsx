import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { Prompt } from '@dsb/core';
import { usePromptList, usePromptSearch } from '../prompts';
import { LoadingMessage } from '../../ui/LoadingMessage';
import { RetryAlert } from '../../ui/RetryAlert';
import { PICKER_MESSAGES as M } from './messages';

export const promptTitle = (prompt: Pick<Prompt, 'bigQuestion'>) =>
  prompt.bigQuestion?.trim() || M.untitled();

type Props = { chosenId: string | null; onChoose: (prompt: Prompt) => void };

/**
 * The big-question library for the picker: the library page by page, or the results of a text
 * search (the same calls as the home page's Browse tab, docs/product/prompts.md).
 */
export function PromptChoiceList({ chosenId, onChoose }: Props) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const list = usePromptList(query === '');
  const search = usePromptSearch(query, 'text');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  const clear = () => {
    setText('');
    setQuery('');
  };

  let body;
  const active = query ? search : list;
  const prompts = query ? (search.data?.items ?? []) : list.prompts;
  if (active.isPending) body = <LoadingMessage text={M.promptsLoading()} />;
  else if (active.isError)
    body = <RetryAlert message={M.promptsFailed()} onRetry={() => void active.refetch()} />;
  else if (prompts.length === 0)
    body = (
      <Text size="sm" c="gray.7" role="status">
        {query ? M.noResults({ query }) : M.libraryEmpty()}
      </Text>
    );
  else
    body = (
      <Stack gap="xs">
        {query && (
          <Text size="sm" c="gray.7" role="status">
            {M.resultCount({ count: prompts.length })}
          </Text>
        )}
        <Stack
          component="ul"
          gap={6}
          aria-label={M.listLabel()}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="picker-prompts"
        >
          {prompts.map((prompt) => {
            const chosen = prompt._id === chosenId;
            return (
              <li key={prompt._id}>
                <UnstyledButton
                  w="100%"
                  p="sm"
                  aria-pressed={chosen}
                  onClick={() => onChoose(prompt)}
                  className="mantine-focus-auto"
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    border: `${chosen ? 2 : 1}px solid var(--mantine-color-${chosen ? 'blue-7' : 'gray-4'})`,
                    background: chosen ? 'var(--mantine-color-blue-0)' : undefined,
                  }}
                >
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {promptTitle(prompt)}
                  </Text>
                  {prompt.promptScript?.trim() && (
                    <Text size="xs" c="gray.7" lineClamp={2}>
                      {prompt.promptScript}
                    </Text>
                  )}
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
        {!query && list.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            {M.loadMore()}
          </Button>
        )}
      </Stack>
    );

  return (
    <Stack gap="sm">
      <form role="search" onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={M.searchLabel()}
            placeholder={M.searchPlaceholder()}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            type="submit"
            variant="default"
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            {M.search()}
          </Button>
        </Group>
      </form>
      {query && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={clear}
          style={{ alignSelf: 'flex-start' }}
        >
          {M.clearSearch()}
        </Button>
      )}
      {body}
    </Stack>
  );
}
