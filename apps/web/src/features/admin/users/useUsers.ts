import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ADMIN_USER_MESSAGES,
  USER_ROLE_LABELS,
  USER_STATUS_LABELS,
  type AdminUser,
  type UserCreate,
  type UserListResponse,
  type UserUpdate,
} from '@dsb/core';
import { errorMessage } from '../../../lib/http';
import { showToast } from '../../../ui/toast';
import { adminUserKeys, createUser, deleteUser, fetchUsers, updateUser } from './api';
import type { UserFilters } from './listQuery';

/** One page of the user list; the previous page stays on screen while the next one loads. */
export function useUserList(filters: UserFilters) {
  return useQuery({
    queryKey: adminUserKeys.list(filters),
    queryFn: () => fetchUsers(filters),
    placeholderData: keepPreviousData,
  });
}

/** A user's changes touch the list, the activity logs and the statistics. */
function invalidateAfterWrite(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
}

/** A user already loaded into any list page (the activity log's title after a reload). */
export function findCachedUser(queryClient: QueryClient, id: string): AdminUser | undefined {
  for (const [, data] of queryClient.getQueriesData<UserListResponse>({
    queryKey: [...adminUserKeys.all, 'list'],
  })) {
    const found = data?.users.find((user) => user._id === id);
    if (found) return found;
  }
  return undefined;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreate) => createUser(body),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserUpdate }) => updateUser(id, changes),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

type QuickChange = { user: AdminUser; changes: Pick<UserUpdate, 'isAdmin' | 'status'> };

/**
 * The row toggles (docs/product/admin-users.md): admin flag true/false; status active -> inactive,
 * anything else -> active. Failures show the documented message with the server's reason (e.g. the last admin).
 */
export function useQuickUserChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, changes }: QuickChange) => updateUser(user._id, changes),
    onSuccess: (result, { changes }) => {
      invalidateAfterWrite(queryClient);
      const now =
        changes.isAdmin !== undefined
          ? USER_ROLE_LABELS[changes.isAdmin ? 'admin' : 'user']
          : USER_STATUS_LABELS[changes.status ?? result.user.status];
      showToast(`${result.user.displayName} is now ${now}`, 'success');
    },
    onError: (error, { changes }) => {
      const title =
        changes.isAdmin !== undefined
          ? ADMIN_USER_MESSAGES.roleUpdateFailed
          : ADMIN_USER_MESSAGES.statusUpdateFailed;
      showToast(`${title}: ${errorMessage(error, 'the server could not be reached')}`, 'error');
    },
  });
}

/** The status the quick toggle moves a user to. */
export function toggledStatus(status: AdminUser['status']): AdminUser['status'] {
  return status === 'active' ? 'inactive' : 'active';
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => deleteUser(user._id),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
