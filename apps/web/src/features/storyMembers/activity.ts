import type { MemberActivity } from '@dsb/core';
import { dateLocale, memberMessages } from './messages';
import { shortDay } from './model';

/**
 * Who did what in a group story, as the members panel and the class view say it
 * (docs/product/group-work.md, "Activity").
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '12 edits · 85 words · 3 objects' */
export function activityCounts(activity: MemberActivity): string {
  return memberMessages.activity.counts({
    edits: activity.edits,
    words: activity.wordsAdded,
    objects: activity.objectsAdded,
  });
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
  const said = memberMessages.activity;
  if (ago < MINUTE) return said.justNow();
  if (ago < HOUR) return said.minutes({ count: Math.floor(ago / MINUTE) });
  if (ago < DAY) return said.hours({ count: Math.floor(ago / HOUR) });
  if (ago < 7 * DAY) return said.days({ count: Math.floor(ago / DAY) });
  return said.on({ date: shortDay(new Date(at), new Date(now), timeZone) });
}

/** '12 edits · 85 words · 3 objects · active 5 min ago', or 'No edits yet'. */
export function activitySummary(activity: MemberActivity, now = Date.now()): string {
  if (activity.edits === 0) return memberMessages.activity.noEdits();
  const when = activeAgo(activity.lastActiveAt, now);
  const counts = activityCounts(activity);
  return when ? memberMessages.activity.summary({ counts, when }) : counts;
}

/** The exact time for a tooltip: '27 Nov 2026, 14:05'. */
export function activeAt(iso: string | null): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return new Date(iso).toLocaleString(dateLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
