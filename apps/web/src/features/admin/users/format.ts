import { STATS_MESSAGES } from '@dsb/core';

/** A last-login time as 'Mar 5, 2026, 9:41 AM'; 'Never' when the user has not signed in. */
export function formatLastLogin(value: string | null): string {
  if (!value) return STATS_MESSAGES.never;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return STATS_MESSAGES.never;
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
