import { describe, expect, it } from 'vitest';
import { userListQuerySchema } from '@dsb/core';
import {
  DEFAULT_USER_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  userListPath,
  withFilter,
} from './listQuery';

describe('user list filters in the address and the API query', () => {
  it('reads filters from the address, defaulting anything unknown', () => {
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(DEFAULT_USER_FILTERS);
    expect(
      filtersFromParams(new URLSearchParams('search=ann&role=admin&status=suspended&page=3')),
    ).toEqual({ search: 'ann', role: 'admin', status: 'suspended', page: 3 });
    expect(filtersFromParams(new URLSearchParams('role=owner&status=gone&page=-2'))).toEqual(
      DEFAULT_USER_FILTERS,
    );
    expect(filtersFromParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(filtersToParams(DEFAULT_USER_FILTERS).toString()).toBe('');
    const filters = { search: 'a&b c', role: 'user', status: 'inactive', page: 2 } as const;
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams({ ...DEFAULT_USER_FILTERS, search: '   ' }).toString()).toBe('');
  });

  it('builds an API query that the server schema accepts', () => {
    const path = userListPath({ search: 'Ann Lee', role: 'admin', status: 'active', page: 4 });
    expect(path).toBe('/api/admin/users?search=Ann+Lee&role=admin&status=active&page=4&limit=10');
    const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
    expect(userListQuerySchema.parse(query)).toEqual({
      search: 'Ann Lee',
      role: 'admin',
      status: 'active',
      page: 4,
      limit: 10,
    });
    expect(userListPath(DEFAULT_USER_FILTERS)).toBe('/api/admin/users?page=1&limit=10');
  });

  it('knows when a filter is active and resets the page on a filter change', () => {
    expect(hasActiveFilters(DEFAULT_USER_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_USER_FILTERS, page: 5 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_USER_FILTERS, status: 'active' })).toBe(true);
    expect(withFilter({ ...DEFAULT_USER_FILTERS, page: 5 }, { role: 'admin' })).toEqual({
      ...DEFAULT_USER_FILTERS,
      role: 'admin',
      page: 1,
    });
  });
});
