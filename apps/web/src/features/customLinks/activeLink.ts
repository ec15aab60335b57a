import { LOCAL_STORAGE_KEYS, type OpenLinkResponse } from '@dsb/core';

/**
 * The class link this browser arrived through (docs/product/custom-links.md). Kept in
 * localStorage so it survives sign-in (popup or full-page), navigation and a closed tab: a
 * pupil who closes the tab before choosing a template is still in the class next time. After
 * sign-in it also goes on the user record (`recordedFor`); sign-out clears it with the other keys.
 */
export type ActiveClassLink = OpenLinkResponse & {
  /** The pupil was asked to sign in; after sign-in they go on to the template picker. */
  awaitingSignIn: boolean;
  /** The user whose record carries this link (POST /auth/update-user-tracking), if any yet. */
  recordedFor?: string;
};

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = LOCAL_STORAGE_KEYS.pendingTrackingId;

function session(): SessionStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
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
      ...(typeof value.recordedFor === 'string' ? { recordedFor: value.recordedFor } : {}),
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

/** The tracking id a story started now should carry, if this browser came through a class link. */
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
