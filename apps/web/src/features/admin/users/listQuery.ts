import {
  MAX_USER_SEARCH_LENGTH,
  USER_PAGE_SIZE,
  USER_ROLES,
  USER_STATUSES,
  type UserListQuery,
} from '@dsb/core';

/** The User Manager's filters; they live in the address so a reload keeps them. */
export type UserFilters = Pick<UserListQuery, 'search' | 'role' | 'status' | 'page'>;

export const DEFAULT_USER_FILTERS: UserFilters = {
  search: '',
  role: 'all',
  status: 'all',
  page: 1,
};

const ROLE_VALUES: readonly string[] = ['all', ...USER_ROLES];
const STATUS_VALUES: readonly string[] = ['all', ...USER_STATUSES];

/** Filters from the address: anything unknown or malformed falls back to its default. */
export function filtersFromParams(params: URLSearchParams): UserFilters {
  const role = params.get('role') ?? 'all';
  const status = params.get('status') ?? 'all';
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, MAX_USER_SEARCH_LENGTH),
    role: (ROLE_VALUES.includes(role) ? role : 'all') as UserFilters['role'],
    status: (STATUS_VALUES.includes(status) ? status : 'all') as UserFilters['status'],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for filters, leaving out defaults so plain /admin/users stays plain. */
export function filtersToParams(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.role !== 'all') params.set('role', filters.role);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /api/admin/users with the filters (search, role and status are matched on the server). */
export function userListPath(filters: UserFilters, limit: number = USER_PAGE_SIZE): string {
  const params = filtersToParams(filters);
  params.set('page', String(filters.page));
  params.set('limit', String(limit));
  return `/api/admin/users?${params.toString()}`;
}

/**
 * True when any filter narrows the list: then 'Clear Filters' shows (docs/product/admin-users.md).
 */
export function hasActiveFilters(filters: UserFilters): boolean {
  return filters.search.trim() !== '' || filters.role !== 'all' || filters.status !== 'all';
}

/** A filter change goes back to page 1; a page change keeps the filters. */
export function withFilter(filters: UserFilters, change: Partial<Omit<UserFilters, 'page'>>) {
  return { ...filters, ...change, page: 1 };
}
