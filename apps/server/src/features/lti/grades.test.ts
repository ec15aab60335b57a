import { describe, expect, it } from 'vitest';
import { LTI_GRADE_RETRY_SECONDS } from '@dsb/core';
import { afterFailure, lineItemFor, lineItemsQuery, scoreMessage, scoresUrl } from './grades';

describe('grades to the platform (pure)', () => {
  it('puts /scores after the line item path and keeps its query', () => {
    expect(scoresUrl('https://lms.example/li/7')).toBe('https://lms.example/li/7/scores');
    expect(scoresUrl('https://lms.example/li/7/?type_id=1')).toBe(
      'https://lms.example/li/7/scores?type_id=1',
    );
  });

  it('sends the pupil, the score out of the rubric maximum, completed and fully graded', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect(scoreMessage({ platformUserId: 'u-1', scoreGiven: 5, scoreMaximum: 7 }, at)).toEqual({
      userId: 'u-1',
      scoreGiven: 5,
      scoreMaximum: 7,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: '2026-05-01T10:00:00.000Z',
    });
  });

  it('waits longer after each failure and fails after the last wait', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(afterFailure(1, now)).toEqual({
      status: 'waiting',
      nextAttemptAt: new Date(now.getTime() + LTI_GRADE_RETRY_SECONDS[0] * 1000),
    });
    const last = LTI_GRADE_RETRY_SECONDS.length;
    expect(afterFailure(last, now).status).toBe('waiting');
    expect(afterFailure(last + 1, now).status).toBe('failed');
  });

  it("finds this resource link's line item in the platform's list", () => {
    const items = [
      { id: 'https://lms.example/li/1', resourceLinkId: 'other' },
      { id: 'https://lms.example/li/2', resourceLinkId: 'rl-1' },
    ];
    expect(lineItemFor(items, 'rl-1')).toBe('https://lms.example/li/2');
    expect(lineItemFor(items, 'rl-9')).toBeNull();
    expect(lineItemFor({ not: 'a list' }, 'rl-1')).toBeNull();
    expect(lineItemsQuery('https://lms.example/li?x=1', 'rl 1')).toBe(
      'https://lms.example/li?x=1&resource_link_id=rl+1',
    );
  });
});
