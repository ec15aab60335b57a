import { describe, expect, it } from 'vitest';
import { NO_ACTIVITY } from '@dsb/core';
import { activeAgo, activityCounts, activitySummary } from './activity';

const now = Date.parse('2026-11-27T14:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('activitySummary', () => {
  it('says what a member did and when', () => {
    const activity = { edits: 12, wordsAdded: 85, objectsAdded: 3, lastActiveAt: ago(5 * MIN) };
    expect(activitySummary(activity, now)).toBe(
      '12 edits · 85 words · 3 objects · active 5 min ago',
    );
  });

  it('uses the singular for one, and groups thousands', () => {
    expect(
      activityCounts({ edits: 1, wordsAdded: 1200, objectsAdded: 1, lastActiveAt: null }),
    ).toBe('1 edit · 1,200 words · 1 object');
  });

  it('says "No edits yet" for a member who has not changed the story', () => {
    expect(activitySummary(NO_ACTIVITY, now)).toBe('No edits yet');
  });
});

describe('activeAgo', () => {
  it('counts minutes, hours and days, then gives the date', () => {
    expect(activeAgo(ago(20_000), now)).toBe('active just now');
    expect(activeAgo(ago(59 * MIN), now)).toBe('active 59 min ago');
    expect(activeAgo(ago(60 * MIN), now)).toBe('active 1 hour ago');
    expect(activeAgo(ago(5 * 60 * MIN), now)).toBe('active 5 hours ago');
    expect(activeAgo(ago(2 * 24 * 60 * MIN), now)).toBe('active 2 days ago');
    expect(activeAgo('2026-10-03T09:00:00Z', now, 'UTC')).toBe('active on 3 Oct');
    expect(activeAgo('2025-10-03T09:00:00Z', now, 'UTC')).toBe('active on 3 Oct 2025');
  });

  it('treats a time a little ahead of this clock as just now, and nothing as nothing', () => {
    expect(activeAgo(new Date(now + 30_000).toISOString(), now)).toBe('active just now');
    expect(activeAgo(null, now)).toBe('');
    expect(activeAgo('not a date', now)).toBe('');
  });
});
