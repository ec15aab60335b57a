/**
 * Shared constants (docs/product/index.md). One place, shared by web and server.
 */

export const TOAST_DEFAULT_DURATION_MS = 3000;
export const LOGIN_POPUP = { width: 600, height: 600 } as const;

/** JSON request bodies larger than this are refused with 413 unless a route says otherwise. */
export const DEFAULT_JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export const LOCAL_STORAGE_KEYS = {
  savedPrompts: 'savedPrompts',
  pendingPromptId: 'pendingPromptId',
  pendingTrackingId: 'pending_tracking_id',
  selectedPromptId: 'selectedPromptId',
  redirectAfterLogin: 'redirectAfterLogin',
  /** In sessionStorage: the token the app runs on inside a learning platform's iframe. */
  ltiFrameToken: 'dsb-lti-frame-token',
  /** The interface language chosen on this browser (docs/product/languages.md). */
  interfaceLanguage: 'dsb.language',
} as const;

/**
 * Beginnings of per-story keys the web app keeps in localStorage (a story's unsaved change until
 * the server has it). Signing out removes every key that starts with one: on a shared computer
 * the next pupil must not find the last one's work in the browser.
 */
export const LOCAL_STORAGE_PREFIXES = { unsavedStory: 'dsb-unsaved-story:' } as const;
/** IndexedDB databases the app makes: one per story a user edits live (its kept document). */
export const INDEXED_DB_PREFIXES = { keptStory: 'dsb-story:' } as const;

/** The message the sign-in popup posts to its opener (and broadcasts) when sign-in completes. */
export const AUTH_SUCCESS_MESSAGE_TYPE = 'auth-success';
export const AUTH_BROADCAST_CHANNEL = 'dsb-auth';
