import { LOCAL_STORAGE_KEYS, LOCAL_STORAGE_PREFIXES } from '@dsb/core';

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
