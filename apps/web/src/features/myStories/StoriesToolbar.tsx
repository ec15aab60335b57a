import { ActionIcon, Button, Checkbox, CloseButton, Group, Text, TextInput } from '@mantine/core';
import {
  IconLayoutGrid,
  IconList,
  IconSearch,
  IconTrash,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { SelectAllState, ViewMode } from './model';

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  selectAll: SelectAllState;
  onToggleAll: () => void;
  selectedCount: number;
  onDelete: () => void;
  onJoin: () => void;
  /** Some listed stories are someone else's: say why they cannot be selected. */
  joinedNote: boolean;
};

/**
 * Search, Join a group story, grid/list toggle, Select All and the bulk Delete action above the
 * stories.
 */
export function StoriesToolbar(props: Props) {
  const { query, onQueryChange, view, onViewChange, selectAll, selectedCount } = props;
  return (
    <>
      <Group gap="sm" wrap="nowrap">
        <TextInput
          type="search"
          aria-label="Search stories"
          placeholder="Search stories..."
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            query ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => onQueryChange('')} />
            ) : null
          }
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) onQueryChange('');
          }}
          style={{ flex: 1 }}
          maw={480}
        />
        <Button
          variant="default"
          ml="auto"
          leftSection={<IconUsersGroup size={16} aria-hidden />}
          onClick={props.onJoin}
          aria-label="Join a group story"
          px="sm"
        >
          <Text span inherit visibleFrom="sm">
            Join a group story
          </Text>
          <Text span inherit hiddenFrom="sm">
            Join
          </Text>
        </Button>
        <ActionIcon.Group role="group" aria-label="Layout">
          {(['grid', 'list'] as const).map((mode) => (
            <ActionIcon
              key={mode}
              size="lg"
              variant={view === mode ? 'filled' : 'default'}
              aria-label={mode === 'grid' ? 'Grid view' : 'List view'}
              aria-pressed={view === mode}
              onClick={() => onViewChange(mode)}
            >
              {mode === 'grid' ? (
                <IconLayoutGrid size={18} aria-hidden />
              ) : (
                <IconList size={18} aria-hidden />
              )}
            </ActionIcon>
          ))}
        </ActionIcon.Group>
      </Group>
      <Group justify="space-between" gap="sm" mih={30}>
        <Checkbox
          label="Select All"
          checked={selectAll.checked}
          indeterminate={selectAll.indeterminate}
          disabled={selectAll.disabled}
          onChange={props.onToggleAll}
        />
        {props.joinedNote && selectedCount === 0 && (
          <Text size="xs" c="dimmed">
            Stories you joined cannot be deleted here: leave them from their Group story badge.
          </Text>
        )}
        {selectedCount > 0 && (
          <Group gap="sm">
            <Text size="sm" fw={500} role="status">
              {selectedCount} selected
            </Text>
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={props.onDelete}
            >
              Delete
            </Button>
          </Group>
        )}
      </Group>
    </>
  );
}
