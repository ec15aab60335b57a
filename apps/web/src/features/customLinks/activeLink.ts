import { LOCAL_STORAGE_KEYS, type OpenLinkResponse } from '@dsb/core';

/**
 * The class link this browser tab arrived through (spec 1 §4 "pending tracking id"). Kept in
 * sessionStorage so it survives sign-in (popup or full-page) and navigation, and ends with the
 * tab; sign-out clears it with the other keys.
 */
export type ActiveClassLink = OpenLinkResponse & {
  /** The pupil was asked to sign in; after sign-in they go on to the template picker. */
  awaitingSignIn: boolean;
};

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = LOCAL_STORAGE_KEYS.pendingTrackingId;

function session(): SessionStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: the link works for this page only
  }
}

export function readActiveLink(store: SessionStore | null = session()): ActiveClassLink | null {
  try {
    const raw = store?.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ActiveClassLink> | null;
    if (!value || typeof value.trackingId !== 'string' || !value.trackingId) return null;
    return {
      trackingId: value.trackingId,
      promptId: typeof value.promptId === 'string' ? value.promptId : null,
      room: typeof value.room === 'string' ? value.room : null,
      awaitingSignIn: value.awaitingSignIn === true,
    };
  } catch {
    return null;
  }
}

export function writeActiveLink(link: ActiveClassLink, store: SessionStore | null = session()) {
  try {
    store?.setItem(KEY, JSON.stringify(link));
  } catch {
    // storage blocked or full: the link still works on this page
  }
}

export function clearActiveLink(store: SessionStore | null = session()) {
  try {
    store?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/** The tracking id a story started now should carry, if the tab came through a class link. */
export function activeTrackingId(store: SessionStore | null = session()): string | null {
  return readActiveLink(store)?.trackingId ?? null;
}

/** The same link as the one remembered (tracking ids are case-insensitive). */
export function isSameLink(link: ActiveClassLink | null, trackingId: string): boolean {
  return link !== null && link.trackingId.toLowerCase() === trackingId.trim().toLowerCase();
}

/** Where a pupil goes once the link is open and they are signed in. */
export function destinationFor(link: Pick<ActiveClassLink, 'promptId'>): string {
  return link.promptId ? '/grid' : '/?menu=create';
}
