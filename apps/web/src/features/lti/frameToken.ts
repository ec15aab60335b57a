import {
  LOCAL_STORAGE_KEYS,
  LTI_FRAME_FRAGMENT,
  LTI_FRAME_QUERY,
  LTI_FRAME_TOKEN_MINUTES,
} from '@dsb/core';

/**
 * The frame token (docs/product/lti.md, "The web app inside the frame"): inside a learning
 * platform's iframe the browser sends no cookie to this app (third-party cookies are blocked and
 * the session cookie is SameSite=Lax), so the launch hands the page a short-lived token in its
 * address fragment, `#lti=<token>`. The app keeps it in sessionStorage (partitioned per top-level
 * site, so it works in the iframe and survives a reload there) and sends it as a bearer header.
 */
export type FrameToken = {
  token: string;
  expiresAt: number;
  /** Taken inside a frame (false: a platform that opened the activity in a window of its own). */
  framed?: boolean;
};

const KEY = LOCAL_STORAGE_KEYS.ltiFrameToken;
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Kept here too, for a browser whose storage throws (the token then lasts as long as the page). */
let memory: FrameToken | null = null;
const listeners = new Set<(token: FrameToken | null) => void>();

/**
 * The WebSocket's query fields: the collab connection cannot send headers, so in frame mode it
 * carries the token as `access_token`. One object, kept up to date on renewal: y-websocket reads
 * it again at every (re)connection.
 */
const socketParams: Record<string, string> = {};

function storage(): Store | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled: reading sessionStorage itself throws
  }
}

function parse(raw: string | null): FrameToken | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FrameToken>;
    return typeof value.token === 'string' && value.token && typeof value.expiresAt === 'number'
      ? { token: value.token, expiresAt: value.expiresAt, framed: value.framed !== false }
      : null;
  } catch {
    return null;
  }
}

/** The token kept now, or null outside a platform's frame (or once signed out). */
export function currentFrameToken(): FrameToken | null {
  const store = storage();
  if (!store) return memory;
  try {
    // Signing out clears the app's keys from sessionStorage: the token goes with them.
    return parse(store.getItem(KEY));
  } catch {
    return memory;
  }
}

/** Whether the app runs on a frame token (inside a learning platform), not on a cookie. */
export const inFrameMode = () => currentFrameToken() !== null;

export function keepFrameToken(token: FrameToken | null): void {
  memory = token;
  const store = storage();
  try {
    if (token) store?.setItem(KEY, JSON.stringify(token));
    else store?.removeItem(KEY);
  } catch {
    // The memory copy serves this page.
  }
  if (token) socketParams[LTI_FRAME_QUERY] = token.token;
  else delete socketParams[LTI_FRAME_QUERY];
  for (const listener of [...listeners]) listener(token);
}

/** Follows the kept token (renewed, or dropped). Returns the unsubscribe function. */
export function onFrameToken(listener: (token: FrameToken | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The collab WebSocket's query fields: `{ access_token }` in frame mode, else empty. */
export function frameSocketParams(): Record<string, string> {
  const kept = currentFrameToken();
  if (kept) socketParams[LTI_FRAME_QUERY] = kept.token;
  else delete socketParams[LTI_FRAME_QUERY];
  return socketParams;
}

/**
 * The token in an address fragment (`#lti=<token>`, possibly among other fields) and the
 * fragment without it ('' when nothing else was there).
 */
export function splitFrameFragment(hash: string): { token: string | null; rest: string } {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const token = fields.get(LTI_FRAME_FRAGMENT);
  if (token === null) return { token: null, rest: hash };
  fields.delete(LTI_FRAME_FRAGMENT);
  const rest = fields.toString();
  return { token: token.trim() || null, rest: rest ? `#${rest}` : '' };
}

type Place = Pick<Location, 'hash' | 'pathname' | 'search'>;
type AddressHistory = Pick<History, 'replaceState' | 'state'>;

/** Whether this page is shown inside another site's page (a learning platform's iframe). */
function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true; // a cross-origin parent may refuse even the comparison
  }
}

/**
 * At start-up, before the router reads the address: takes a token handed over in the fragment,
 * keeps it, and removes it from the address (so it is not in the history, a bookmark or a link
 * someone copies). A token newly handed over replaces one kept from an earlier launch. A tab
 * opened from the frame ("Open in a new tab") starts with a copy of the frame's sessionStorage:
 * at the top level it runs on its own cookie, so a token taken in a frame is dropped there.
 * Returns the token the app now runs on, or null outside a platform's frame.
 */
export function takeFrameToken(
  place: Place = window.location,
  history: AddressHistory = window.history,
  now = Date.now(),
  framed = isFramed(),
): FrameToken | null {
  const { token, rest } = splitFrameFragment(place.hash);
  if (token) {
    keepFrameToken({ token, expiresAt: now + LTI_FRAME_TOKEN_MINUTES * 60_000, framed });
  } else if (currentFrameToken()?.framed && !framed) {
    keepFrameToken(null);
  }
  if (place.hash && rest !== place.hash) {
    history.replaceState(history.state, '', `${place.pathname}${place.search}${rest}`);
  }
  const kept = currentFrameToken();
  if (kept) frameSocketParams();
  return kept;
}
