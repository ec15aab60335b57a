import { formatActivityDetails, type ActivityEntry } from '@dsb/core';

/** What an entry's icon shows: the kind of thing that happened. */
export type ActivityKind = 'login' | 'logout' | 'create' | 'update' | 'delete' | 'admin' | 'data';

/** Timeline colours by kind (spec 2 §2: each entry has an action icon and colour). */
export const ACTIVITY_COLORS: Record<ActivityKind, string> = {
  login: 'teal',
  logout: 'gray',
  create: 'green',
  update: 'blue',
  delete: 'red',
  admin: 'grape',
  data: 'indigo',
};

/** The kind of an action, by the words its name contains (spec 2 §3). */
export function activityKind(action: string): ActivityKind {
  const name = action.toLowerCase();
  if (name.includes('logout') || name.includes('sign_out')) return 'logout';
  if (name.includes('login') || name.includes('password')) return 'login';
  if (name.includes('delete')) return 'delete';
  if (name.includes('create') || name.includes('upload')) return 'create';
  if (name.includes('update')) return 'update';
  if (name.includes('admin')) return 'admin';
  return 'data';
}

/** 'admin_update_user' -> 'Admin update user'. */
export function actionLabel(action: string): string {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown action';
}

/** The entry's details as key/value pairs for the timeline (objects shown as JSON). */
export function detailPairs(details: ActivityEntry['details']): [string, string][] {
  if (!details) return [];
  return Object.entries(details).map(([key, value]) => [
    key,
    formatActivityDetails({ [key]: value }).slice(key.length + 2),
  ]);
}

/** 'Showing X of Y activities' (spec 2 §2). */
export function showingText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} activities`;
}
