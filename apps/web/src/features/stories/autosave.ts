import { AUTOSAVE_DELAY_MS, AUTOSAVE_MIN_GAP_MS } from '@dsb/core';

/** What autosave needs to know about the story state. */
export type AutosaveInput = {
  isDirty: boolean;
  isSaving: boolean;
  hasId: boolean;
  hasConflict: boolean;
  /** The session ended: saving waits until the student signs in again. */
  signedOut?: boolean;
  lastSavedAt: number | null;
  /** Failed saves in a row: each doubles the wait (up to 32x), so a broken server is not hammered. */
  failedSaves: number;
  /** After a transient failure (overload, no network): the back-off's wait, used instead. */
  retryDelayMs?: number | null;
  /** Edited live: the shared document saves itself, so autosave has nothing to do. */
  live?: boolean;
};

const MAX_BACKOFF_STEPS = 5;

/**
 * Milliseconds until the next autosave, or null when none is due (dirty, not saving and
 * with an id; 3 s later, and at least 3 s after the last save). A conflict waits for the student.
 */
export function autosaveDelay(input: AutosaveInput, now: number): number | null {
  if (
    !input.isDirty ||
    input.isSaving ||
    !input.hasId ||
    input.hasConflict ||
    input.signedOut ||
    input.live
  )
    return null;
  const delay =
    input.failedSaves > 0 && input.retryDelayMs != null
      ? input.retryDelayMs
      : AUTOSAVE_DELAY_MS * 2 ** Math.min(input.failedSaves, MAX_BACKOFF_STEPS);
  const gapLeft = input.lastSavedAt === null ? 0 : input.lastSavedAt + AUTOSAVE_MIN_GAP_MS - now;
  return Math.max(delay, gapLeft);
}

export type AutosaveScheduler = {
  /** Call on every state change: schedules a save when one is due, cancels it when not. */
  update: () => void;
  dispose: () => void;
};

/**
 * Keeps at most one autosave timer. Further edits do not push a scheduled save back (that would
 * never save while someone keeps typing); the save sends whatever the story holds by then.
 */
export function createAutosaveScheduler(
  read: () => AutosaveInput,
  save: () => Promise<unknown>,
  now: () => number = Date.now,
): AutosaveScheduler {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const fire = () => {
    timer = null;
    if (disposed) return;
    const input = read();
    if (autosaveDelay(input, now()) === null) return;
    // A save finished since this timer was set: wait out the minimum gap first.
    const gapLeft =
      input.lastSavedAt === null ? 0 : input.lastSavedAt + AUTOSAVE_MIN_GAP_MS - now();
    if (gapLeft > 0) {
      timer = setTimeout(fire, gapLeft);
      return;
    }
    void save().catch((error: unknown) => console.error('Autosave failed', error));
  };

  return {
    update() {
      if (disposed) return;
      const delay = autosaveDelay(read(), now());
      if (delay === null) cancel();
      else if (timer === null) timer = setTimeout(fire, delay);
    },
    dispose() {
      disposed = true;
      cancel();
    },
  };
}
