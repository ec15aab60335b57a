import { INDEXED_DB_PREFIXES, LOCAL_STORAGE_KEYS, LOCAL_STORAGE_PREFIXES } from '@dsb/core';

type BrowserStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/**
 * What signing out removes from the browser: the app's own keys, and every per-story copy kept
 * until the server had it (a shared computer's next pupil must not find them).
 */
export function forgetBrowserData(...stores: BrowserStorage[]): void {
  const prefixes = Object.values(LOCAL_STORAGE_PREFIXES);
  for (const store of stores) {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key !== null,
    );
    for (const key of keys) {
      const named = (Object.values(LOCAL_STORAGE_KEYS) as string[]).includes(key);
      if (named || prefixes.some((prefix) => key.startsWith(prefix))) store.removeItem(key);
    }
  }
}

type Databases = Pick<IDBFactory, 'databases' | 'deleteDatabase'>;

/**
 * Deletes the stories this browser kept for live editing (IndexedDB), so a shared computer's next
 * pupil does not find them. Browsers without `databases()` keep them (they are named per user).
 */
export async function forgetKeptStories(databases: Databases | undefined = globalThis.indexedDB) {
  try {
    const all = (await databases?.databases?.()) ?? [];
    for (const { name } of all)
      if (name?.startsWith(INDEXED_DB_PREFIXES.keptStory)) databases!.deleteDatabase(name);
  } catch (error) {
    console.warn('The stories kept in this browser could not be removed', error);
  }
}
