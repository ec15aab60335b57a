import { ADMIN_USER_MESSAGES, type ActivityEntry } from '@dsb/core';

/** What an entry's icon shows: the kind of thing that happened. */
export type ActivityKind = 'login' | 'logout' | 'create' | 'update' | 'delete' | 'admin' | 'data';

/** Timeline colours by kind (each entry has an action icon and colour). */
export const ACTIVITY_COLORS: Record<ActivityKind, string> = {
  login: 'teal',
  logout: 'gray',
  create: 'green',
  update: 'blue',
  delete: 'red',
  admin: 'grape',
  data: 'indigo',
};

/** The kind of an action, by the words its name contains (docs/product/admin-users.md). */
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

/** 'displayName' or 'user_id' -> 'display name', 'user id': keys read as words. */
export function detailLabel(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** A detail's value as plain text: a change reads 'from -> to', nested fields 'name: value'. */
export function detailText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(detailText).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 2 && 'from' in record && 'to' in record) {
      return `${detailText(record.from)} → ${detailText(record.to)}`;
    }
    return keys.map((key) => `${detailLabel(key)}: ${detailText(record[key])}`).join('; ');
  }
  return String(value);
}

/** The entry's details as readable label/value pairs for the timeline (never raw JSON). */
export function detailPairs(details: ActivityEntry['details']): [string, string][] {
  if (!details) return [];
  return Object.entries(details).map(([key, value]) => [detailLabel(key), detailText(value)]);
}

/** What an empty list says: nothing at all yet, or nothing that matches the search or filters. */
export function emptyActivityText(
  filters: { search: string; type: string; period: string },
  unfilteredTotal: number,
): string {
  if (unfilteredTotal === 0) return ADMIN_USER_MESSAGES.noActivity;
  if (filters.search.trim()) return ADMIN_USER_MESSAGES.noActivityMatches;
  return ADMIN_USER_MESSAGES.noActivityInFilters;
}

/** 'Showing X of Y activities'. */
export function showingText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} activities`;
}
