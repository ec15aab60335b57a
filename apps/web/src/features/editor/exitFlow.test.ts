import { describe, expect, it, vi } from 'vitest';
import { EXIT_MESSAGES, exitStory, type ExitDeps } from './exitFlow';

function deps(
  state: { isDirty: boolean; hasId: boolean },
  save: () => Promise<boolean> = async () => true,
) {
  const log: string[] = [];
  const current = { ...state };
  const d: ExitDeps = {
    flush: () => log.push('flush'),
    state: () => current,
    save: async () => {
      log.push('save');
      return save();
    },
    toast: (message, type) => log.push(`toast:${type}:${message}`),
    wait: async (ms) => void log.push(`wait:${ms}`),
    reset: () => log.push('reset'),
    goHome: () => log.push('home'),
  };
  return { d, log, current };
}

describe('exitStory', () => {
  it('saves a dirty story with toasts, then waits, resets and goes home', async () => {
    const { d, log } = deps({ isDirty: true, hasId: true });
    await expect(exitStory(d)).resolves.toBe(true);
    expect(log).toEqual([
      'flush',
      'wait:300',
      `toast:info:${EXIT_MESSAGES.saving()}`,
      'save',
      `toast:success:${EXIT_MESSAGES.saved()}`,
      'wait:1000',
      'reset',
      'home',
    ]);
  });

  it('leaves without saving a clean story or one without an id', async () => {
    for (const state of [
      { isDirty: false, hasId: true },
      { isDirty: true, hasId: false },
    ]) {
      const { d, log } = deps(state);
      await exitStory(d);
      expect(log).toEqual(['flush', 'wait:1000', 'reset', 'home']);
    }
  });

  it('says so when the save fails, and still leaves', async () => {
    const { d, log } = deps({ isDirty: true, hasId: true }, async () => false);
    await expect(exitStory(d)).resolves.toBe(true);
    expect(log).toContain(`toast:error:${EXIT_MESSAGES.notSaved()}`);
    expect(log.at(-1)).toBe('home');
  });

  it('reports an error thrown while saving, and still leaves', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { d, log } = deps({ isDirty: true, hasId: true }, async () => {
      throw new Error('offline');
    });
    await expect(exitStory(d)).resolves.toBe(true);
    expect(log).toContain(`toast:error:${EXIT_MESSAGES.error()}`);
    expect(log.at(-1)).toBe('home');
  });

  it('leaves when the save could not be done (offline: the changes stay kept here)', async () => {
    const { d, log } = deps({ isDirty: true, hasId: true }, async () => false);
    await expect(exitStory(d)).resolves.toBe(true);
    expect(log).toContain(`toast:error:${EXIT_MESSAGES.notSaved()}`);
    expect(log.at(-1)).toBe('home');
  });
});
