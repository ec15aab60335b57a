import { STATS_MESSAGES } from '@dsb/core';

const validDate = (value: string | null) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A last-login day as 'Mar 5, 2026'; 'Never' when the user has not signed in. */
export function formatLoginDay(value: string | null): string {
  const date = validDate(value);
  if (!date) return STATS_MESSAGES.never;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A last-login time of day as '9:41 AM' ('' when there is none). */
export function formatLoginTime(value: string | null): string {
  const date = validDate(value);
  return date ? date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }) : '';
}

/** A last-login time as 'Mar 5, 2026, 9:41 AM'; 'Never' when the user has not signed in. */
export function formatLastLogin(value: string | null): string {
  const time = formatLoginTime(value);
  return time ? `${formatLoginDay(value)}, ${time}` : formatLoginDay(value);
}
