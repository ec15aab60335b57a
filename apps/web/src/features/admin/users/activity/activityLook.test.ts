import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS } from '@dsb/core';
import {
  actionLabel,
  activityKind,
  detailPairs,
  emptyActivityText,
  showingText,
} from './activityLook';

describe('activity timeline entries', () => {
  it('gives each recorded action a kind for its icon and colour', () => {
    expect(activityKind(ACTIVITY_ACTIONS.login)).toBe('login');
    expect(activityKind(ACTIVITY_ACTIONS.loginFailed)).toBe('login');
    expect(activityKind(ACTIVITY_ACTIONS.logout)).toBe('logout');
    expect(activityKind(ACTIVITY_ACTIONS.adminDeleteUser)).toBe('delete');
    expect(activityKind(ACTIVITY_ACTIONS.adminUpdateUser)).toBe('update');
    expect(activityKind(ACTIVITY_ACTIONS.storyCreate)).toBe('create');
    expect(activityKind(ACTIVITY_ACTIONS.upload)).toBe('create');
    expect(activityKind(ACTIVITY_ACTIONS.adminPasswordLink)).toBe('login');
    expect(activityKind('admin_scrape')).toBe('admin');
    expect(activityKind('something_else')).toBe('data');
  });

  it('reads action names as words', () => {
    expect(actionLabel('admin_update_user')).toBe('Admin update user');
    expect(actionLabel('')).toBe('Unknown action');
  });

  it('lists details as readable label/value pairs, never raw JSON', () => {
    expect(detailPairs(null)).toEqual([]);
    expect(
      detailPairs({
        method: 'password',
        changes: {
          status: { from: 'active', to: 'suspended' },
          isAdmin: { from: false, to: true },
        },
        n: 3,
        userId: 'u1',
        tags: ['a', 'b'],
        title: null,
      }),
    ).toEqual([
      ['method', 'password'],
      ['changes', 'status: active → suspended; is admin: no → yes'],
      ['n', '3'],
      ['user id', 'u1'],
      ['tags', 'a, b'],
      ['title', '(none)'],
    ]);
    expect(detailPairs({ changes: { status: 'suspended' } })).toEqual([
      ['changes', 'status: suspended'],
    ]);
  });

  it('tells "nothing yet" from "nothing matches"', () => {
    const all = { search: '', type: 'all', period: 'all' };
    expect(emptyActivityText(all, 0)).toBe('No activity recorded');
    expect(emptyActivityText({ ...all, search: 'zzz' }, 0)).toBe('No activity recorded');
    expect(emptyActivityText({ ...all, search: 'zzz' }, 4)).toBe('No activity matches your search');
    expect(emptyActivityText({ ...all, period: 'today' }, 4)).toBe(
      'No activity matches these filters',
    );
  });

  it('says how many entries are shown', () => {
    expect(showingText(2, 7)).toBe('Showing 2 of 7 activities');
  });
});
