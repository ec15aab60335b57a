import { describe, expect, it } from 'vitest';
import {
  ADMIN_USER_MESSAGES,
  activityCsvFilename,
  activityTypeOf,
  formatActivityDetails,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from './adminUsers';
import { formatBytes, formatStatsDate, percentOf } from './adminStats';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('user create and edit validation', () => {
  const valid = { displayName: 'Ada Lovelace', email: 'ada@school.org' };

  it.each([
    [{ ...valid, email: '' }, ADMIN_USER_MESSAGES.emailRequired],
    [{ ...valid, email: '   ' }, ADMIN_USER_MESSAGES.emailRequired],
    [{ displayName: 'Ada' }, ADMIN_USER_MESSAGES.emailRequired],
    [{ ...valid, email: 'ada@' }, ADMIN_USER_MESSAGES.emailInvalid],
    [{ ...valid, displayName: '' }, ADMIN_USER_MESSAGES.displayNameRequired],
    [{ ...valid, displayName: ' A ' }, ADMIN_USER_MESSAGES.displayNameTooShort],
    [{ email: 'ada@school.org' }, ADMIN_USER_MESSAGES.displayNameRequired],
    [{ ...valid, password: 'short' }, 'Password must be at least 8 characters'],
  ])('%j is refused with the documented message', (body, message) => {
    expect(firstError(userCreateSchema.safeParse(body))).toBe(message);
  });

  it('fills the blank form defaults and normalises the e-mail', () => {
    expect(userCreateSchema.parse({ displayName: ' Ada ', email: ' Ada@School.ORG ' })).toEqual({
      displayName: 'Ada',
      email: 'ada@school.org',
      isAdmin: false,
      status: 'active',
    });
  });

  it('takes a whole edit, only {isAdmin} or only {status}, and nothing else', () => {
    expect(userUpdateSchema.safeParse({ ...valid, isAdmin: true, status: 'active' }).success).toBe(
      true,
    );
    expect(userUpdateSchema.parse({ isAdmin: false })).toEqual({ isAdmin: false });
    expect(userUpdateSchema.parse({ status: 'suspended' })).toEqual({ status: 'suspended' });
    expect(firstError(userUpdateSchema.safeParse({}))).toBe(ADMIN_USER_MESSAGES.nothingToUpdate);
    expect(userUpdateSchema.safeParse({ uid: 'x' }).success).toBe(false);
    expect(userUpdateSchema.safeParse({ status: 'banned' }).success).toBe(false);
  });

  it('list query defaults to page 1 of 10, all roles and statuses', () => {
    expect(userListQuerySchema.parse({})).toEqual({
      search: '',
      role: 'all',
      status: 'all',
      page: 1,
      limit: 10,
    });
  });
});

describe('activity types', () => {
  it.each([
    ['login', 'login'],
    ['logout', 'login'],
    ['login failed', 'login'],
    ['password changed', 'login'],
    ['admin update user', 'admin'],
    ['admin_update_evidence', 'admin'],
    ['create story', 'data'],
    ['delete story', 'data'],
    ['upload image', 'data'],
  ] as const)('%s is a %s activity', (action, type) => {
    expect(activityTypeOf(action)).toBe(type);
  });

  it('formats details as key: value pairs and names the export by user and date', () => {
    expect(formatActivityDetails({ method: 'password', changes: { isAdmin: true } })).toBe(
      'method: password; changes: {"isAdmin":true}',
    );
    expect(formatActivityDetails(null)).toBe('');
    expect(activityCsvFilename('Ms. José Ruiz', new Date('2026-03-05T12:00:00Z'))).toBe(
      'ms-jose-ruiz-activity-2026-03-05.csv',
    );
    expect(activityCsvFilename('東京', new Date('2026-03-05T12:00:00Z'))).toBe(
      'user-activity-2026-03-05.csv',
    );
  });
});

describe('statistics formatting', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512.00 Bytes'],
    [1536, '1.50 KB'],
    [5 * 1024 ** 3, '5.00 GB'],
    [3 * 1024 ** 5, '3072.00 TB'],
  ])('formatBytes(%d) is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('rounds percentages to whole numbers and shows Never for missing dates', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
    expect(formatStatsDate(null)).toBe('Never');
    expect(formatStatsDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
  });
});

describe('text rules', () => {
  it('cleans control characters from a display name and refuses them in a search', () => {
    expect(
      userCreateSchema.parse({ displayName: 'Ada\u0000 L', email: 'a@b.org' }).displayName,
    ).toBe('Ada L');
    expect(userListQuerySchema.safeParse({ search: 'a\u0000' }).success).toBe(false);
  });
});
