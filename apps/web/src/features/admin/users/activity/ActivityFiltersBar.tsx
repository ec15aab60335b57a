import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import {
  ACTIVITY_PERIODS,
  ACTIVITY_PERIOD_LABELS,
  ACTIVITY_TYPES,
  ACTIVITY_TYPE_LABELS,
} from '@dsb/core';
import type { ActivityFilters } from '../api';

const TYPE_OPTIONS = (['all', ...ACTIVITY_TYPES] as const).map((value) => ({
  value,
  label: ACTIVITY_TYPE_LABELS[value],
}));
const PERIOD_OPTIONS = ACTIVITY_PERIODS.map((value) => ({
  value,
  label: ACTIVITY_PERIOD_LABELS[value],
}));

type Props = {
  filters: ActivityFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (filters: ActivityFilters) => void;
  exporting: boolean;
  canExport: boolean;
  onExport: () => void;
};

/** Search, activity type, time period and Export CSV (docs/product/admin-users.md). */
export function ActivityFiltersBar(props: Props) {
  const { filters, searchText, onSearchText, onChange, exporting, canExport, onExport } = props;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search activity"
        placeholder="Action or details"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => onSearchText(event.currentTarget.value)}
        style={{ flex: '1 1 200px' }}
      />
      <NativeSelect
        label="Activity type"
        data={TYPE_OPTIONS}
        value={filters.type}
        onChange={(event) =>
          onChange({ ...filters, type: event.currentTarget.value as ActivityFilters['type'] })
        }
        style={{ flex: '1 1 150px' }}
      />
      <NativeSelect
        label="Time period"
        data={PERIOD_OPTIONS}
        value={filters.period}
        onChange={(event) =>
          onChange({ ...filters, period: event.currentTarget.value as ActivityFilters['period'] })
        }
        style={{ flex: '1 1 130px' }}
      />
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={onExport}
        loading={exporting}
        disabled={!canExport}
      >
        Export CSV
      </Button>
    </Group>
  );
}
