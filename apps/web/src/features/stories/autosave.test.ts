import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS } from '@dsb/core';
import { autosaveDelay, createAutosaveScheduler, type AutosaveInput } from './autosave';

const dirty: AutosaveInput = {
  isDirty: true,
  isSaving: false,
  hasId: true,
  hasConflict: false,
  lastSavedAt: null,
  failedSaves: 0,
};

describe('autosaveDelay', () => {
  it('waits 3 s for a dirty story with an id', () => {
    expect(autosaveDelay(dirty, 10_000)).toBe(AUTOSAVE_DELAY_MS);
  });

  it('does nothing when clean, saving, unsaved-new or in conflict', () => {
    expect(autosaveDelay({ ...dirty, isDirty: false }, 0)).toBeNull();
    expect(autosaveDelay({ ...dirty, isSaving: true }, 0)).toBeNull();
    expect(autosaveDelay({ ...dirty, live: true }, 0)).toBeNull(); // the document saves itself
    expect(autosaveDelay({ ...dirty, hasId: false }, 0)).toBeNull();
    expect(autosaveDelay({ ...dirty, hasConflict: true }, 0)).toBeNull();
  });

  it('waits for the student to sign in again after the session ended', () => {
    expect(autosaveDelay({ ...dirty, signedOut: true }, 0)).toBeNull();
  });

  it('keeps the minimum gap after the last save', () => {
    expect(autosaveDelay({ ...dirty, lastSavedAt: 10_000 }, 10_500)).toBe(3000);
    expect(autosaveDelay({ ...dirty, lastSavedAt: 20_000 }, 10_000)).toBe(13_000);
  });

  it('backs off after failures', () => {
    expect(autosaveDelay({ ...dirty, failedSaves: 1 }, 0)).toBe(6000);
    expect(autosaveDelay({ ...dirty, failedSaves: 9 }, 0)).toBe(96_000);
  });

  it("waits the back-off's delay after a transient failure (overload, no network)", () => {
    expect(autosaveDelay({ ...dirty, failedSaves: 1, retryDelayMs: 4200 }, 0)).toBe(4200);
    expect(autosaveDelay({ ...dirty, failedSaves: 0, retryDelayMs: 4200 }, 0)).toBe(3000);
  });
});

describe('createAutosaveScheduler', () => {
  let input: AutosaveInput;
  let save: ReturnType<typeof vi.fn<() => Promise<unknown>>>;

  beforeEach(() => {
    vi.useFakeTimers();
    input = { ...dirty, isDirty: false };
    save = vi.fn(() => Promise.resolve(true));
  });
  afterEach(() => vi.useRealTimers());

  const scheduler = () =>
    createAutosaveScheduler(
      () => input,
      save,
      () => Date.now(),
    );

  it('saves 3 s after the story becomes dirty, not before', () => {
    const s = scheduler();
    input = { ...input, isDirty: true };
    s.update();
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not push the save back on every keystroke', () => {
    const s = scheduler();
    input = { ...input, isDirty: true };
    for (let i = 0; i < 5; i++) {
      s.update();
      vi.advanceTimersByTime(1000);
    }
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('cancels when the story is saved another way', () => {
    const s = scheduler();
    input = { ...input, isDirty: true };
    s.update();
    vi.advanceTimersByTime(1000);
    input = { ...input, isDirty: false };
    s.update();
    vi.advanceTimersByTime(10_000);
    expect(save).not.toHaveBeenCalled();
  });

  it('waits out the minimum gap when a save finished meanwhile', () => {
    const s = scheduler();
    input = { ...input, isDirty: true };
    s.update();
    vi.advanceTimersByTime(2000);
    input = { ...input, lastSavedAt: Date.now() }; // a manual save just finished
    vi.advanceTimersByTime(1000);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('logs a failed save and stops after dispose', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    save.mockRejectedValueOnce(new Error('offline'));
    const s = scheduler();
    input = { ...input, isDirty: true };
    s.update();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(log).toHaveBeenCalledWith('Autosave failed', expect.any(Error));
    s.update();
    s.dispose();
    vi.advanceTimersByTime(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
