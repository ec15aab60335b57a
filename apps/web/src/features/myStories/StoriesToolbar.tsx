import { ActionIcon, Button, Checkbox, CloseButton, Group, Text, TextInput } from '@mantine/core';
import {
  IconLayoutGrid,
  IconList,
  IconSearch,
  IconTrash,
  IconUsersGroup,
} from '@tabler/icons-react';
import { formatNumber } from '../../i18n';
import { myStoriesMessages } from './messages';
import type { SelectAllState, ViewMode } from './model';

const t = myStoriesMessages.toolbar;

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
          aria-label={t.search()}
          placeholder={t.searchPlaceholder()}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            query ? (
              <CloseButton
                size="sm"
                aria-label={t.clearSearch()}
                onClick={() => onQueryChange('')}
              />
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
          ms="auto"
          leftSection={<IconUsersGroup size={16} aria-hidden />}
          onClick={props.onJoin}
          aria-label={t.joinGroupStory()}
          px="sm"
        >
          <Text span inherit visibleFrom="sm">
            {t.joinGroupStory()}
          </Text>
          <Text span inherit hiddenFrom="sm">
            {t.join()}
          </Text>
        </Button>
        <ActionIcon.Group role="group" aria-label={t.layout()}>
          {(['grid', 'list'] as const).map((mode) => (
            <ActionIcon
              key={mode}
              size="lg"
              variant={view === mode ? 'filled' : 'default'}
              aria-label={mode === 'grid' ? t.gridView() : t.listView()}
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
          label={t.selectAll()}
          checked={selectAll.checked}
          indeterminate={selectAll.indeterminate}
          disabled={selectAll.disabled}
          onChange={props.onToggleAll}
        />
        {props.joinedNote && selectedCount === 0 && (
          <Text size="xs" c="dimmed">
            {t.joinedNote()}
          </Text>
        )}
        {selectedCount > 0 && (
          <Group gap="sm">
            <Text size="sm" fw={500} role="status">
              {t.selected({ count: formatNumber(selectedCount) })}
            </Text>
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={props.onDelete}
            >
              {t.delete()}
            </Button>
          </Group>
        )}
      </Group>
    </>
  );
}
