import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS } from '@dsb/core';
import { actionLabel, activityKind, detailPairs, showingText } from './activityLook';

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

  it('lists details as key/value pairs', () => {
    expect(detailPairs(null)).toEqual([]);
    expect(detailPairs({ method: 'password', changes: { status: 'suspended' }, n: 3 })).toEqual([
      ['method', 'password'],
      ['changes', '{"status":"suspended"}'],
      ['n', '3'],
    ]);
  });

  it('says how many entries are shown', () => {
    expect(showingText(2, 7)).toBe('Showing 2 of 7 activities');
  });
});
