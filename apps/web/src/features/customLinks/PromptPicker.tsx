import {
  Button,
  Checkbox,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import type { Prompt } from '@dsb/core';
import { RetryAlert } from '../../ui/RetryAlert';
import { LINK_API_MESSAGES, linkMessages } from './messages';
import { noPromptLabel, promptDescription, promptLabel, promptOptions } from './promptChoices';
import { useAllPrompts } from './useCustomLinks';
import { usePromptSearch } from './usePromptSearch';

const M = linkMessages.prompts;

type Props = {
  promptId: string | null;
  promptTitle: string | null;
  onChange: (promptId: string | null, title: string | null) => void;
  error?: string;
};

/**
 * The prompt a link starts pupils on (docs/product/custom-links.md): a checkbox reveals a search
 * (loading, results, no results); below it the dropdown of all prompts ('None - Let user choose'
 * first), loaded on request with 'Load all prompts'.
 */
export function PromptPicker({ promptId, promptTitle, onChange, error }: Props) {
  const [searching, setSearching] = useState(false);
  const [wantAll, setWantAll] = useState(false);
  const all = useAllPrompts(wantAll);

  const choose = (prompt: Prompt | null) =>
    onChange(prompt?._id ?? null, prompt ? promptLabel(prompt) : null);

  let list;
  if (!wantAll) {
    list = (
      <Group gap="sm" wrap="wrap">
        <Text size="sm" data-testid="chosen-prompt">
          <Text span fw={600} inherit>
            {linkMessages.card.fieldLabel({ label: M.label() })}{' '}
          </Text>
          {promptId ? promptTitle || M.untitled() : noPromptLabel()}
        </Text>
        <Button size="xs" variant="light" onClick={() => setWantAll(true)}>
          {M.loadAll()}
        </Button>
      </Group>
    );
  } else if (all.isPending) {
    list = (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="gray.7">
          {M.loading()}
        </Text>
      </Group>
    );
  } else if (all.isError) {
    list = <RetryAlert message={LINK_API_MESSAGES.prompts()} onRetry={() => void all.refetch()} />;
  } else {
    const options = promptOptions(all.data);
    // A prompt chosen by search before the list loaded, or one since removed, stays visible.
    if (promptId && !options.some((o) => o.value === promptId))
      options.push({ value: promptId, label: promptTitle || M.untitled() });
    list = (
      <Select
        label={M.label()}
        data={options}
        value={promptId ?? ''}
        allowDeselect={false}
        searchable
        nothingFoundMessage={M.nothingFound()}
        onChange={(value) => {
          const prompt = all.data.find((p) => p._id === value) ?? null;
          if (prompt || !value) choose(prompt);
        }}
        error={error}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Checkbox
        label={M.searchToggle()}
        checked={searching}
        onChange={(event) => setSearching(event.currentTarget.checked)}
      />
      {searching && <PromptSearch selectedId={promptId} onChoose={choose} />}
      {list}
      {!wantAll && error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function PromptSearch({
  selectedId,
  onChoose,
}: {
  selectedId: string | null;
  onChoose: (prompt: Prompt) => void;
}) {
  const [text, setText] = useState('');
  const { search, state, prompts, query } = usePromptSearch();
  // Enter searches instead of submitting the link form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search(text);
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={M.searchLabel()}
          placeholder={M.searchPlaceholder()}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (!event.currentTarget.value.trim()) search(''); // a blank query clears the results
          }}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          leftSection={<IconSearch size={16} aria-hidden />}
          onClick={() => search(text)}
        >
          {M.search()}
        </Button>
      </Group>
      {state === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="gray.7">
            {M.searching()}
          </Text>
        </Group>
      )}
      {state === 'empty' && (
        <Text size="sm" c="gray.7" role="status">
          {M.noResults({ query })}
        </Text>
      )}
      {state === 'error' && (
        <Text size="sm" c="red" role="alert">
          {M.searchFailed()}
        </Text>
      )}
      {state === 'results' && (
        <Stack
          component="ul"
          gap={4}
          aria-label={M.resultsLabel()}
          style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 280, overflowY: 'auto' }}
        >
          {prompts.map((prompt) => {
            const selected = prompt._id === selectedId;
            return (
              <li key={prompt._id}>
                <UnstyledButton
                  w="100%"
                  p="xs"
                  aria-pressed={selected}
                  onClick={() => onChoose(prompt)}
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    border: `1px solid var(--mantine-color-${selected ? 'blue-6' : 'gray-3'})`,
                    background: selected ? 'var(--mantine-color-blue-0)' : undefined,
                  }}
                >
                  <Text size="sm" fw={600}>
                    {promptLabel(prompt)}
                  </Text>
                  <Text size="xs" c="gray.7" lineClamp={2}>
                    {promptDescription(prompt)}
                  </Text>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
