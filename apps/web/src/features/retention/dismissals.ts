import type { MyNoticesResponse } from '@dsb/core';

export type RetentionNotice = MyNoticesResponse['notices'][number];

/** Where dismissed notices are remembered in this browser (the API has no acknowledgement). */
export const DISMISSED_KEY = 'dsb.retentionNotices.dismissed';
/** Old ids are dropped past this many, so the list cannot grow without end. */
const KEEP = 50;

/**
 * A notice's identity: its kind and the day its data goes. A later warning of the same kind has
 * a later date, so it is a new notice and shows again even after the last one was dismissed.
 */
export const noticeId = (notice: RetentionNotice) => `${notice.kind}:${notice.deleteFrom}`;

function read(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Unreadable (changed by hand, or storage blocked): nothing counts as dismissed.
    return [];
  }
}

/** The notices this browser has not dismissed, in the server's order. */
export function visibleNotices(notices: RetentionNotice[], storage: Storage): RetentionNotice[] {
  const dismissed = new Set(read(storage));
  return notices.filter((notice) => !dismissed.has(noticeId(notice)));
}

/** Remembers a dismissed notice; where storage refuses, it stays dismissed for this page only. */
export function dismissNotice(notice: RetentionNotice, storage: Storage): void {
  const ids = [...read(storage).filter((id) => id !== noticeId(notice)), noticeId(notice)];
  try {
    storage.setItem(DISMISSED_KEY, JSON.stringify(ids.slice(-KEEP)));
  } catch {
    // A full or blocked storage: the banner still hides it until the page is reloaded.
  }
}
