import {
  Badge,
  Button,
  Group,
  Kbd,
  Menu,
  Popover,
  SegmentedControl,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconChevronDown,
  IconCopy,
  IconFilter,
  IconLayoutGrid,
  IconList,
  IconPhotoOff,
  IconRefresh,
  IconRestore,
  IconSquareCheck,
  IconSquareOff,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type ReactNode, type Ref } from 'react';
import { FilterFields } from './FilterFields';
import {
  NO_FILTERS,
  TAB_LABELS,
  customOnlyAvailable,
  filtersEnabled,
  hasFilters,
  type ListFilters,
  type ManageState,
  type ScanKind,
  type ViewMode,
} from './listState';
import { MANAGE_TEXT } from './messages';

type Props = {
  state: ManageState;
  selectedCount: number;
  filtersOpen: boolean;
  onFiltersOpen: (open: boolean) => void;
  sourceRef: Ref<HTMLInputElement>;
  onView: (view: ViewMode) => void;
  onFilters: (filters: ListFilters) => void;
  onSelectPage: (all: boolean) => void;
  onDeleteSelected: () => void;
  onDeleteAll: () => void;
  onDeleteBySource: () => void;
  onRestoreSelected: () => void;
  onRefresh: () => void;
  onSync: () => void;
  syncing: boolean;
  onScan: (kind: ScanKind) => void;
};

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl';

/**
 * View toggle, Filters, Actions, Sync (not on Main) and Scan Options (Main only)
 * (docs/product/admin-evidence.md).
 */
export function ManageToolbar(props: Props) {
  const { state, selectedCount, filtersOpen, onFiltersOpen } = props;
  const [draft, setDraft] = useState<ListFilters>(state.filters);
  const enabled = filtersEnabled(state.tab);
  const active = hasFilters(state.filters);
  const openFilters = (open: boolean) => {
    if (open) setDraft(state.filters);
    onFiltersOpen(open);
  };
  const deletable = state.tab !== 'deleted';

  return (
    <Group gap="sm" wrap="wrap" justify="space-between">
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="View"
          value={state.view}
          onChange={(value) => props.onView(value as ViewMode)}
          data={[
            {
              value: 'grid',
              label: <ViewLabel icon={<IconLayoutGrid size={16} aria-hidden />} text="Grid" />,
            },
            {
              value: 'list',
              label: <ViewLabel icon={<IconList size={16} aria-hidden />} text="List" />,
            },
          ]}
        />
        <Popover
          opened={filtersOpen && enabled}
          onChange={openFilters}
          position="bottom-start"
          trapFocus
          returnFocus
          withinPortal
          width={320}
        >
          <Popover.Target>
            <Button
              variant={active ? 'light' : 'default'}
              c={active ? 'blue.8' : undefined}
              leftSection={<IconFilter size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              disabled={!enabled}
              title={enabled ? undefined : MANAGE_TEXT.filtersOffOnMain}
              onClick={() => openFilters(!filtersOpen)}
            >
              Filters
              {active && (
                <Badge ms={6} size="xs" circle>
                  <VisuallyHidden>active</VisuallyHidden>•
                </Badge>
              )}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <FilterFields
              draft={draft}
              onDraft={setDraft}
              showCustomOnly={customOnlyAvailable(state.tab)}
              sourceRef={props.sourceRef}
              onApply={() => {
                props.onFilters(draft);
                openFilters(false);
              }}
              onClear={() => {
                setDraft(NO_FILTERS);
                props.onFilters(NO_FILTERS);
                openFilters(false);
              }}
            />
          </Popover.Dropdown>
        </Popover>
        {!enabled && (
          <Text size="xs" c="gray.7">
            {MANAGE_TEXT.filtersOffOnMain}
          </Text>
        )}
      </Group>
      <Group gap="sm" wrap="wrap">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
              Actions{selectedCount > 0 ? ` (${selectedCount} selected)` : ''}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconSquareCheck size={16} aria-hidden />}
              onClick={() => props.onSelectPage(true)}
            >
              Select All on Page
            </Menu.Item>
            <Menu.Item
              leftSection={<IconSquareOff size={16} aria-hidden />}
              disabled={selectedCount === 0}
              onClick={() => props.onSelectPage(false)}
            >
              Clear Selection
            </Menu.Item>
            <Menu.Divider />
            {state.tab === 'deleted' ? (
              <Menu.Item
                leftSection={<IconRestore size={16} aria-hidden />}
                disabled={selectedCount === 0}
                onClick={props.onRestoreSelected}
              >
                Restore Selected ({selectedCount})
              </Menu.Item>
            ) : (
              <Menu.Item
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={props.onDeleteSelected}
              >
                Delete Selected ({selectedCount})
              </Menu.Item>
            )}
            {state.tab === 'articles' && state.filters.sourceURL && (
              <Menu.Item
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={props.onDeleteBySource}
              >
                Delete Filtered by Source
              </Menu.Item>
            )}
            {deletable && (
              <Menu.Item
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                rightSection={<Kbd size="xs">{MOD}+D</Kbd>}
                onClick={props.onDeleteAll}
              >
                Delete All {TAB_LABELS[state.tab]}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={props.onRefresh}
            >
              Refresh
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {state.tab === 'evidence-main' ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
                Scan Options
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconCopy size={16} aria-hidden />}
                onClick={() => props.onScan('duplicates')}
              >
                Scan for Duplicates
              </Menu.Item>
              <Menu.Item
                leftSection={<IconPhotoOff size={16} aria-hidden />}
                onClick={() => props.onScan('missing')}
              >
                Scan for Missing Storage URLs
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : (
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={props.syncing}
            onClick={props.onSync}
            title="Sync Evidence-Temp to Evidence-Main"
          >
            Sync
          </Button>
        )}
      </Group>
    </Group>
  );
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
