import { describe, expect, it } from 'vitest';
import { formatLastLogin, formatLoginDay, formatLoginTime } from './format';

describe('last login', () => {
  it("says 'Never' for a user who has not signed in", () => {
    expect(formatLastLogin(null)).toBe('Never');
    expect(formatLoginDay('garbage')).toBe('Never');
    expect(formatLoginTime(null)).toBe('');
  });

  it('shows the day and the time', () => {
    const iso = new Date(2026, 2, 5, 9, 41).toISOString();
    expect(formatLoginDay(iso)).toBe('Mar 5, 2026');
    expect(formatLoginTime(iso)).toBe('9:41 AM');
    expect(formatLastLogin(iso)).toBe('Mar 5, 2026, 9:41 AM');
  });
});
