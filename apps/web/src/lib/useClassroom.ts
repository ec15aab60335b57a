import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const ROOM_KEY = 'dsb-classroom';
const MAX_ROOM_LENGTH = 60;

// Badges already on screen follow a room remembered from elsewhere (a class link opening).
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function storedRoom(): string | null {
  try {
    return sessionStorage.getItem(ROOM_KEY);
  } catch {
    return null;
  }
}

/**
 * The classroom name from `?room=`; remembered for the browser tab so it survives navigation.
 * On a class link's address (`?tid=`) the room is the link's: it is remembered only once the
 * link has opened (`rememberClassroom`), so a deleted link's room never becomes the badge.
 */
export function useClassroom(): string | null {
  const [params] = useSearchParams();
  const stored = useSyncExternalStore(subscribe, storedRoom, () => null);
  const fromUrl = params.has('tid') ? null : params.get('room')?.trim().slice(0, MAX_ROOM_LENGTH);
  if (fromUrl) {
    if (fromUrl !== stored) {
      try {
        sessionStorage.setItem(ROOM_KEY, fromUrl);
      } catch {
        // storage blocked: the badge shows while the address carries the room
      }
    }
    return fromUrl;
  }
  return stored;
}

/** Remembers a classroom name (a class link's room) for this tab, as `?room=` would. */
export function rememberClassroom(room: string | null | undefined): void {
  const clean = room?.trim().slice(0, MAX_ROOM_LENGTH);
  if (!clean || clean === storedRoom()) return;
  try {
    sessionStorage.setItem(ROOM_KEY, clean);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Forgets the remembered classroom (its class link was deleted): the badge goes. */
export function forgetClassroom(): void {
  if (storedRoom() === null) return;
  try {
    sessionStorage.removeItem(ROOM_KEY);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}
