import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { fetchUsersFailedMessage, type AdminUser } from '@dsb/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { ApiError } from '../../../lib/http';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useAdminShortcut } from '../shell';
import { DeleteUserModal } from './DeleteUserModal';
import { SelfDeletionSetting } from './SelfDeletionSetting';
import {
  DEFAULT_USER_FILTERS,
  filtersFromParams,
  filtersToParams,
  withFilter,
  type UserFilters,
} from './listQuery';
import { pageCount } from './pagination';
import { UserEditModal } from './UserEditModal';
import { UserFiltersBar } from './UserFilters';
import { UserList } from './UserList';
import { UsersPager } from './UsersPager';
import { useUserList } from './useUsers';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';

const SEARCH_DEBOUNCE_MS = 300;

/** The server's error text, else 'Failed to fetch users: {status}'. */
function listError(error: unknown): string {
  if (error instanceof ApiError) {
    return error.message.startsWith('Request failed')
      ? fetchUsersFailedMessage(error.status)
      : error.message;
  }
  return fetchUsersFailedMessage('the server could not be reached');
}

/**
 * The User Manager (docs/product/admin-users.md): filters in the address, one server-side page at a
 * time.
 */
export function UserManager() {
  const [params, updateParams] = useSearchParamsUpdate();
  const filters = filtersFromParams(params);
  const [searchText, setSearchText] = useState(filters.search);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const list = useUserList(filters);

  const update = useCallback(
    (change: (current: UserFilters) => UserFilters, replace = false) =>
      updateParams((current) => filtersToParams(change(filtersFromParams(current))), { replace }),
    [updateParams],
  );
  const applySearch = useDebouncedCallback(
    (text: string) => update((current) => withFilter(current, { search: text }), true),
    SEARCH_DEBOUNCE_MS,
  );
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  useAdminShortcut('focus-filter', focusSearch);

  // A page past the end (the last user of the last page deleted, or an old address) moves back.
  const totalPages = list.data ? pageCount(list.data.total, list.data.limit) : null;
  useEffect(() => {
    if (totalPages !== null && filters.page > totalPages) {
      update((current) => ({ ...current, page: totalPages }), true);
    }
  }, [filters.page, totalPages, update]);

  const clear = () => {
    setSearchText('');
    applySearch.cancel();
    update(() => DEFAULT_USER_FILTERS);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>User Management</Title>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setEditing('new')}
        >
          Create User
        </Button>
      </Group>
      <UserFiltersBar
        filters={filters}
        searchText={searchText}
        searchRef={searchRef}
        onSearchText={(text) => {
          setSearchText(text);
          applySearch(text);
        }}
        onRole={(role) => update((current) => withFilter(current, { role }))}
        onStatus={(status) => update((current) => withFilter(current, { status }))}
        onClear={clear}
      />
      <UserListBody
        list={list}
        onEdit={setEditing}
        onDelete={setDeleting}
        page={filters.page}
        onPage={(page) => update((current) => ({ ...current, page }))}
      />
      <SelfDeletionSetting />
      <UserEditModal target={editing} onClose={() => setEditing(null)} />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
      <Outlet />
    </Stack>
  );
}

type BodyProps = {
  list: ReturnType<typeof useUserList>;
  page: number;
  onPage: (page: number) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
};

/** Loading, error, empty, or the page of users with the count and the pager. */
function UserListBody({ list, page, onPage, onEdit, onDelete }: BodyProps) {
  if (list.isPending) {
    return (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading users...</Text>
        </Group>
      </Center>
    );
  }
  if (list.isError) {
    return (
      <RetryAlert
        message={listError(list.error)}
        retryLabel="Try again"
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { users, total, limit } = list.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {total === 1 ? '1 user' : `${total} users`}
        {list.isFetching && !list.isPending ? ' (updating...)' : ''}
      </Text>
      {users.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          No users found. Try clearing the filters.
        </Text>
      ) : (
        <UserList users={users} onEdit={onEdit} onDelete={onDelete} />
      )}
      <UsersPager page={page} totalPages={pageCount(total, limit)} onChange={onPage} />
    </Stack>
  );
}
