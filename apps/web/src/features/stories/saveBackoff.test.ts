import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '@dsb/core';
import { ApiError } from '../../lib/http';
import {
  SAVE_BACKOFF,
  failedSaveState,
  isTransientSaveError,
  parseRetryAfter,
  saveRetryDelay,
} from './saveBackoff';

const low = () => 0;
const high = () => 0.999_999;

describe('saveRetryDelay', () => {
  it('doubles from the base, jittered to between half and all of it', () => {
    expect(saveRetryDelay(1, null, low)).toBe(SAVE_BACKOFF.baseMs / 2);
    expect(saveRetryDelay(1, null, high)).toBe(SAVE_BACKOFF.baseMs);
    expect(saveRetryDelay(3, null, high)).toBe(SAVE_BACKOFF.baseMs * 4);
    const spread = new Set(
      Array.from({ length: 20 }, (_, i) => saveRetryDelay(2, null, () => i / 20)),
    );
    expect(spread.size).toBe(20);
  });

  it('is capped', () => {
    expect(saveRetryDelay(30, null, high)).toBe(SAVE_BACKOFF.capMs);
  });

  it("never retries before the server's Retry-After, and spreads clients told the same time", () => {
    expect(saveRetryDelay(1, 10_000, low)).toBe(10_000);
    expect(saveRetryDelay(1, 10_000, high)).toBe(12_500);
    // Our own back-off wins when it is longer.
    expect(saveRetryDelay(5, 1000, high)).toBe(SAVE_BACKOFF.baseMs * 16);
    expect(saveRetryDelay(1, 60 * 60_000, low)).toBe(SAVE_BACKOFF.maxRetryAfterMs);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('failedSaveState', () => {
  const overloaded = new ApiError(503, 'Server busy', null, new Headers({ 'Retry-After': '4' }));

  it('retries overload and lost connections quietly, honouring Retry-After', () => {
    expect(isTransientSaveError(overloaded)).toBe(true);
    expect(isTransientSaveError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientSaveError(new ApiError(500, 'Broken'))).toBe(false);
    expect(failedSaveState(overloaded, 1, 0, low)).toEqual({
      failedSaves: 1,
      retrying: true,
      retryDelayMs: 4000,
      saveError: null,
    });
    expect(failedSaveState(new TypeError('Failed to fetch'), 2, 0, high)).toMatchObject({
      retrying: true,
      saveError: null,
    });
  });

  it('admits the save is not getting through after too many in a row', () => {
    expect(failedSaveState(overloaded, SAVE_BACKOFF.quietFailures, 0, low)).toMatchObject({
      retrying: false,
      saveError: 'Server busy',
      retryDelayMs: expect.any(Number),
    });
  });

  it('shows any other failure at once', () => {
    expect(failedSaveState(new ApiError(500, 'Database is down'), 1)).toEqual({
      failedSaves: 1,
      retrying: false,
      retryDelayMs: null,
      saveError: 'Database is down',
    });
    expect(failedSaveState(new Error(STORY_MESSAGES.cannotCreate), 1).saveError).toBe(
      STORY_MESSAGES.cannotCreate,
    );
  });
});
