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
import type { FormEvent, ReactNode } from 'react';
import { MAX_SEARCH_QUERY_LENGTH } from '@dsb/core';
import type { SearchType } from './api';
import { promptMessages } from './messages';

const words = promptMessages.search;

/** The two search types, named in the interface language when the form renders. */
const modes = (): { value: SearchType; label: string }[] => [
  { value: 'text', label: words.basic() },
  { value: 'semantic', label: words.smart() },
];

/** A whole sentence whose {mode} argument shows in bold (the search type it is about). */
function withBoldMode(sentence: (values: { mode: string }) => string, mode: string): ReactNode {
  const mark = '\u0000';
  const [before, after] = sentence({ mode: mark }).split(mark);
  return (
    <>
      {before}
      <b>{mode}</b>
      {after}
    </>
  );
}

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
        <ActionIcon variant="default" size="lg" aria-label={words.tips()}>
          <IconBulb size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs">
          {words.tips()}
        </Text>
        <List size="sm" spacing={6}>
          <List.Item>{withBoldMode(words.tipBasic, words.basic())}</List.Item>
          <List.Item>{withBoldMode(words.tipSmart, words.smart())}</List.Item>
          <List.Item>{words.tipNothing()}</List.Item>
          <List.Item>{words.tipClear()}</List.Item>
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
    <form role="search" aria-label={words.form()} onSubmit={submit}>
      <Group gap="sm" align="center" wrap="wrap">
        <TextInput
          flex="1 1 260px"
          aria-label={words.input()}
          placeholder={words.placeholder()}
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
                aria-label={words.clearText()}
                onClick={onClear}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            ) : null
          }
        />
        <VisuallyHidden>
          <button type="submit" tabIndex={-1}>
            {words.submit()}
          </button>
        </VisuallyHidden>
        <SearchTips />
        <SegmentedControl
          aria-label={words.type()}
          data={modes()}
          value={mode}
          onChange={(next) => onModeChange(next as SearchType)}
        />
      </Group>
    </form>
  );
}
