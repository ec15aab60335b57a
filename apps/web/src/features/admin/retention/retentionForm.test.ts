import { describe, expect, it } from 'vitest';
import { RETENTION_KINDS, RETENTION_LIMITS, type RetentionResponse } from '@dsb/core';
import { changedPeriods, draftErrors, draftOf } from './retentionForm';

const data: RetentionResponse = {
  kinds: RETENTION_KINDS.map((kind) => ({
    kind,
    label: RETENTION_LIMITS[kind].label,
    days: RETENTION_LIMITS[kind].defaultDays,
    defaultDays: RETENTION_LIMITS[kind].defaultDays,
    minDays: RETENTION_LIMITS[kind].minDays,
    maxDays: RETENTION_LIMITS[kind].maxDays,
  })),
  warningDays: 14,
  runs: [],
};

describe('the retention form', () => {
  it('starts from the current periods, with no problems and nothing to save', () => {
    const draft = draftOf(data);
    expect(draft).toEqual({
      'activity-log': 365,
      'ai-chats': 90,
      'access-log': 365,
      videos: 183,
      'inactive-pupil-stories': 548,
    });
    expect(draftErrors(draft)).toEqual({});
    expect(changedPeriods(draft, data)).toEqual({});
  });

  it("says what is wrong in the server's words", () => {
    const draft = {
      ...draftOf(data),
      'activity-log': 2000,
      'ai-chats': 3,
      'access-log': '' as const,
    };
    expect(draftErrors(draft)).toEqual({
      'activity-log': 'Activity log: keep it at most 1095 days',
      'ai-chats': 'AI chats: keep it at least 7 days',
      'access-log': 'Access log: the period must be a number of days',
    });
    expect(draftErrors({ ...draftOf(data), 'ai-chats': 30.5 })).toEqual({
      'ai-chats': 'AI chats: the period must be a whole number of days',
    });
  });

  it('sends only the periods that changed', () => {
    const draft = { ...draftOf(data), 'ai-chats': 60 };
    expect(changedPeriods(draft, data)).toEqual({ 'ai-chats': 60 });
  });
});
