import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { USER_ROLE_LABELS, USER_STATUS_LABELS, USER_ROLES, USER_STATUSES } from '@dsb/core';
import type { Ref } from 'react';
import { hasActiveFilters, type UserFilters } from './listQuery';

const ROLE_OPTIONS = [
  { value: 'all', label: 'All Roles' },
  ...USER_ROLES.map((role) => ({ value: role, label: USER_ROLE_LABELS[role] })),
];
const STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  ...USER_STATUSES.map((status) => ({ value: status, label: USER_STATUS_LABELS[status] })),
];

type Props = {
  filters: UserFilters;
  searchText: string;
  searchRef: Ref<HTMLInputElement>;
  onSearchText: (text: string) => void;
  onRole: (role: UserFilters['role']) => void;
  onStatus: (status: UserFilters['status']) => void;
  onClear: () => void;
};

/**
 * Search, role and status filters; Clear Filters only while one is active
 * (docs/product/admin-users.md).
 */
export function UserFiltersBar(props: Props) {
  const { filters, searchText, searchRef, onSearchText, onRole, onStatus, onClear } = props;
  const active = hasActiveFilters(filters) || searchText.trim() !== '';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        ref={searchRef}
        label="Search users"
        placeholder="Name or email"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => onSearchText(event.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
      />
      <NativeSelect
        label="Role"
        data={ROLE_OPTIONS}
        value={filters.role}
        onChange={(event) => onRole(event.currentTarget.value as UserFilters['role'])}
        style={{ flex: '1 1 130px', maxWidth: 200 }}
      />
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => onStatus(event.currentTarget.value as UserFilters['status'])}
        style={{ flex: '1 1 130px', maxWidth: 200 }}
      />
      {active && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
        >
          Clear Filters
        </Button>
      )}
    </Group>
  );
}
