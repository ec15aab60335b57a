import type {
  ActivityLogResponse,
  ActivityQuery,
  PasswordLinkResponse,
  UserCreate,
  UserDeleteResponse,
  UserListResponse,
  UserMutationResponse,
  UserUpdate,
} from '@dsb/core';
import { apiFetch } from '../../../lib/http';
import { userListPath, type UserFilters } from './listQuery';

/** Query keys of the admin user screens; every write invalidates `all` (and the statistics). */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: UserFilters) => ['admin', 'users', 'list', filters] as const,
  activity: (id: string, filters: ActivityFilters) =>
    ['admin', 'users', 'activity', id, filters] as const,
};

export function fetchUsers(filters: UserFilters): Promise<UserListResponse> {
  return apiFetch<UserListResponse>(userListPath(filters));
}

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function createUser(body: UserCreate): Promise<UserMutationResponse> {
  return apiFetch<UserMutationResponse>('/api/admin/users', { method: 'POST', json: body });
}

export function updateUser(id: string, body: UserUpdate): Promise<UserMutationResponse> {
  return apiFetch<UserMutationResponse>(userPath(id), { method: 'PUT', json: body });
}

export function deleteUser(id: string): Promise<UserDeleteResponse> {
  return apiFetch<UserDeleteResponse>(userPath(id), { method: 'DELETE' });
}

export function createPasswordLink(id: string): Promise<PasswordLinkResponse> {
  return apiFetch<PasswordLinkResponse>(`${userPath(id)}/password-link`, { method: 'POST' });
}

/** The activity log's filters (the page is the infinite query's own). */
export type ActivityFilters = Pick<ActivityQuery, 'search' | 'type' | 'period'>;

/** Query string of the activity filters; "Today" starts at the viewer's own midnight. */
export function activityParams(filters: ActivityFilters, now = new Date()): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.period !== 'all') params.set('period', filters.period);
  params.set('tzOffsetMinutes', String(now.getTimezoneOffset()));
  return params;
}

export function fetchActivity(
  id: string,
  filters: ActivityFilters,
  page: number,
): Promise<ActivityLogResponse> {
  const params = activityParams(filters);
  params.set('page', String(page));
  return apiFetch<ActivityLogResponse>(`${userPath(id)}/activity?${params.toString()}`);
}

/** The CSV export of every entry matching the filters, as the server writes it. */
export function activityCsvPath(id: string, filters: ActivityFilters): string {
  return `${userPath(id)}/activity.csv?${activityParams(filters).toString()}`;
}
