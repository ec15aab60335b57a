import { AUTOSAVE_DELAY_MS, STORY_MESSAGES } from '@dsb/core';
import { ApiError, errorMessage, parseRetryAfter } from '../../lib/http';

/**
 * Back-off for saves the server could not take just now (503 past capacity, 429, a gateway or
 * a dropped connection). The change stays in the store and autosave tries again, later each
 * time, with jitter so a classroom does not retry in step. Pure: the randomness is passed in.
 */
export const SAVE_BACKOFF = {
  /** The first retry waits about this long (half to all of it, jittered). */
  baseMs: AUTOSAVE_DELAY_MS,
  /** Our own back-off never waits longer than this. */
  capMs: 60_000,
  /** A server's Retry-After is honoured up to this. */
  maxRetryAfterMs: 5 * 60_000,
  /** Transient failures in a row before the status admits the save is not getting through. */
  quietFailures: 6,
} as const;

const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);

/** True for a failure worth retrying quietly: overload, a gateway, or no connection at all. */
export function isTransientSaveError(error: unknown): boolean {
  if (error instanceof ApiError) return TRANSIENT_STATUSES.has(error.status);
  return error instanceof TypeError; // fetch rejects with a TypeError when the network fails
}

export { parseRetryAfter };

/**
 * How long to wait before retry number `failures` (1 for the first): exponential from
 * `baseMs`, jittered to between half and all of it, capped; never sooner than Retry-After
 * (plus up to a quarter more, so clients told the same time spread out).
 */
export function saveRetryDelay(
  failures: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  const { baseMs, capMs, maxRetryAfterMs } = SAVE_BACKOFF;
  const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, failures - 1));
  const jittered = exponential * (0.5 + random() / 2);
  if (retryAfterMs === null) return Math.round(jittered);
  const asked = Math.min(maxRetryAfterMs, retryAfterMs) * (1 + random() / 4);
  return Math.round(Math.min(maxRetryAfterMs, Math.max(jittered, asked)));
}

/** What the story store records after a save failed for another reason than a conflict. */
export type FailedSave = {
  failedSaves: number;
  /** Quietly retrying: the status says 'Saving...' rather than an error. */
  retrying: boolean;
  /** For a transient failure: the wait before autosave tries again. */
  retryDelayMs: number | null;
  saveError: string | null;
};

/**
 * The store's fields after failure number `failedSaves` in a row. A transient one is retried
 * quietly (no error shown) until it has happened `quietFailures` times; any other shows its
 * message at once.
 */
export function failedSaveState(
  error: unknown,
  failedSaves: number,
  now: number = Date.now(),
  random: () => number = Math.random,
): FailedSave {
  const message =
    error instanceof Error && error.message === STORY_MESSAGES.cannotCreate
      ? error.message
      : errorMessage(error, STORY_MESSAGES.saveFailed);
  if (!isTransientSaveError(error))
    return { failedSaves, retrying: false, retryDelayMs: null, saveError: message };
  const retryAfter =
    error instanceof ApiError ? parseRetryAfter(error.headers?.get('retry-after'), now) : null;
  const quiet = failedSaves < SAVE_BACKOFF.quietFailures;
  return {
    failedSaves,
    retrying: quiet,
    retryDelayMs: saveRetryDelay(failedSaves, retryAfter, random),
    saveError: quiet ? null : message,
  };
}
