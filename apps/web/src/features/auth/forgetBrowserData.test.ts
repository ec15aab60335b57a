import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS, LOCAL_STORAGE_PREFIXES } from '@dsb/core';
import { forgetBrowserData, forgetKeptStories } from './forgetBrowserData';

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

describe('forgetKeptStories', () => {
  it('deletes the stories kept for live editing, and nothing else', async () => {
    const deleted: string[] = [];
    await forgetKeptStories({
      databases: async () => [
        { name: 'dsb-story:u1:s1' },
        { name: 'other-app' },
        { name: 'dsb-story:u2:s9' },
      ],
      deleteDatabase: (name: string) => (deleted.push(name), {} as IDBOpenDBRequest),
    });
    expect(deleted).toEqual(['dsb-story:u1:s1', 'dsb-story:u2:s9']);
  });

  it('does nothing where the browser cannot list its databases', async () => {
    await expect(forgetKeptStories(undefined)).resolves.toBeUndefined();
  });
});
