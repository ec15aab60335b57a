import { useSyncExternalStore } from 'react';

/**
 * A save found the session ended, told to the app's root without loading the story store: the
 * root mounts the signed-out notice (its own chunk) only from then on, so the first page stays
 * light, and the notice outlives the story page that a sign-out guard replaces.
 */
let signaled = false;
const listeners = new Set<() => void>();

export function signalSignedOut(): void {
  if (signaled) return;
  signaled = true;
  for (const listener of listeners) listener();
}

export function useSignedOutSignal(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => signaled,
  );
}
