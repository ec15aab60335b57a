import { describe, expect, it } from 'vitest';
import { ADMIN_TOOLS, activityLogPath, adminLocation } from './views';

describe('admin console views', () => {
  it('has the ten tool cards in their documented order', () => {
    expect(ADMIN_TOOLS.map((tool) => tool.title)).toEqual([
      'Data Collector',
      'Manage Evidence & Articles',
      'Prompt Manager',
      'Backup Manager',
      'View All Users',
      'Platform Statistics',
      'Learning Platforms',
      'Roster Import',
      'Access Log',
      'Retention',
    ]);
  });

  it('gives the cards their documented addresses', () => {
    expect(adminLocation('/admin/users').view).toBe('users');
    expect(adminLocation('/admin/stats').view).toBe('stats');
    expect(adminLocation('/admin/manage-data').view).toBe('manage-data');
    expect(adminLocation('/admin/learning-platforms').view).toBe('learning-platforms');
    expect(adminLocation('/admin/roster-import').view).toBe('roster-import');
    expect(adminLocation('/admin/access-log').view).toBe('access-log');
    expect(adminLocation('/admin/retention').view).toBe('retention');
    expect(adminLocation('/admin/').view).toBe('home');
    expect(adminLocation('/admin/nothing').view).toBe('unknown');
  });

  it('shows a parent crumb for a user activity log', () => {
    const location = adminLocation(activityLogPath('u 1'));
    expect(location.view).toBe('users');
    expect(location.trail).toEqual([
      { label: 'User Management', path: '/admin/users' },
      { label: 'Activity Log' },
    ]);
  });
});
