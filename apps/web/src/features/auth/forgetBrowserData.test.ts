import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS, LOCAL_STORAGE_PREFIXES } from '@dsb/core';
import { forgetBrowserData } from './forgetBrowserData';

/** A Storage in memory, enough for what signing out uses. */
function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

describe('forgetBrowserData (sign-out)', () => {
  it("removes the app's keys and every unsaved story copy, and nothing else", () => {
    const local = memoryStorage({
      [LOCAL_STORAGE_KEYS.pendingTrackingId]: 'abc',
      [`${LOCAL_STORAGE_PREFIXES.unsavedStory}story-1`]: '{}',
      [`${LOCAL_STORAGE_PREFIXES.unsavedStory}story-2`]: '{}',
      'mantine-color-scheme': 'light',
    });
    const session = memoryStorage({ [LOCAL_STORAGE_KEYS.redirectAfterLogin]: '/grid' });
    forgetBrowserData(local, session);
    expect(local.keys()).toEqual(['mantine-color-scheme']);
    expect(session.keys()).toEqual([]);
  });
});
