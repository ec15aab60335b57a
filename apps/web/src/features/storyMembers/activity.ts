import type { MemberActivity } from '@dsb/core';
import { shortDay } from './model';

/**
 * Who did what in a group story, as the members panel and the class view say it
 * (docs/product/group-work.md, "Activity").
 */

export const NO_EDITS_YET = 'No edits yet';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, one: string) =>
  `${n.toLocaleString('en-GB')} ${one}${n === 1 ? '' : 's'}`;

/** '12 edits · 85 words · 3 objects' */
export function activityCounts(activity: MemberActivity): string {
  return [
    count(activity.edits, 'edit'),
    count(activity.wordsAdded, 'word'),
    count(activity.objectsAdded, 'object'),
  ].join(' · ');
}

/**
 * When a member last changed the story, relative to `now`: 'active just now', 'active 5 min
 * ago', 'active 3 hours ago', 'active 2 days ago', then the date ('active on 4 Dec'); '' when
 * never or unreadable. A time a little ahead of this device's clock is 'just now'.
 */
export function activeAgo(iso: string | null, now = Date.now(), timeZone?: string): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const ago = now - at;
  if (ago < MINUTE) return 'active just now';
  if (ago < HOUR) return `active ${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `active ${count(Math.floor(ago / HOUR), 'hour')} ago`;
  if (ago < 7 * DAY) return `active ${count(Math.floor(ago / DAY), 'day')} ago`;
  return `active on ${shortDay(new Date(at), new Date(now), timeZone)}`;
}

/** '12 edits · 85 words · 3 objects · active 5 min ago', or 'No edits yet'. */
export function activitySummary(activity: MemberActivity, now = Date.now()): string {
  if (activity.edits === 0) return NO_EDITS_YET;
  const when = activeAgo(activity.lastActiveAt, now);
  return when ? `${activityCounts(activity)} · ${when}` : activityCounts(activity);
}

/** The exact time for a tooltip: '27 Nov 2026, 14:05'. */
export function activeAt(iso: string | null): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
