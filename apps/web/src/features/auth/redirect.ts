import { LOCAL_STORAGE_KEYS } from '@dsb/core';

/**
 * Where to go after sign-in. Kept in sessionStorage so it survives the full-page fallback used
 * when a browser blocks the sign-in popup.
 */
export function rememberRedirect(path: string): void {
  sessionStorage.setItem(LOCAL_STORAGE_KEYS.redirectAfterLogin, path);
}

export function takeRedirect(): string | null {
  const path = sessionStorage.getItem(LOCAL_STORAGE_KEYS.redirectAfterLogin);
  sessionStorage.removeItem(LOCAL_STORAGE_KEYS.redirectAfterLogin);
  // Only same-app paths: never follow an absolute or protocol-relative address.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * The path to land on after sign-in (docs/product/sign-in-and-accounts.md): stored redirect, else
 * /grid for a pending prompt.
 */
export function postLoginDestination(): string | null {
  const redirect = takeRedirect();
  if (redirect) return redirect;
  if (localStorage.getItem(LOCAL_STORAGE_KEYS.pendingPromptId)) return '/grid';
  return null;
}
