import {
  ActionIcon,
  Group,
  List,
  Popover,
  SegmentedControl,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconBulb, IconSearch, IconX } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { MAX_SEARCH_QUERY_LENGTH } from '@dsb/core';
import type { SearchType } from './api';

const MODES: { value: SearchType; label: string }[] = [
  { value: 'text', label: 'Basic Search' },
  { value: 'semantic', label: 'Smart Search' },
];

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  mode: SearchType;
  onModeChange: (mode: SearchType) => void;
};

function SearchTips() {
  return (
    <Popover position="bottom-end" width={320} shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label="Search tips">
          <IconBulb size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs">
          Search tips
        </Text>
        <List size="sm" spacing={6}>
          <List.Item>
            <b>Basic Search</b> finds the words you type. Try one or two key words, like &quot;sea
            ice&quot; or &quot;vaccines&quot;.
          </List.Item>
          <List.Item>
            <b>Smart Search</b> looks for meaning, so you can ask a whole question, like &quot;Is
            the planet getting hotter?&quot;
          </List.Item>
          <List.Item>
            Nothing found? Try a broader word (&quot;health&quot; instead of &quot;measles&quot;) or
            switch search type.
          </List.Item>
          <List.Item>Clear the search to see every big question again.</List.Item>
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The Browse search: text box (Enter submits), tips, clear, and Basic/Smart toggle. */
export function SearchForm({ value, onChange, onSubmit, onClear, mode, onModeChange }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label="Prompt search" onSubmit={submit}>
      <Group gap="sm" align="center" wrap="wrap">
        <TextInput
          flex="1 1 260px"
          aria-label="Search prompts"
          placeholder="Search big questions..."
          value={value}
          maxLength={MAX_SEARCH_QUERY_LENGTH}
          onChange={(e) => onChange(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSectionPointerEvents="all"
          rightSection={
            value ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Clear search text"
                onClick={onClear}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            ) : null
          }
        />
        <VisuallyHidden>
          <button type="submit" tabIndex={-1}>
            Search
          </button>
        </VisuallyHidden>
        <SearchTips />
        <SegmentedControl
          aria-label="Search type"
          data={MODES}
          value={mode}
          onChange={(next) => onModeChange(next as SearchType)}
        />
      </Group>
    </form>
  );
}
