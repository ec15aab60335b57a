import type { CurrentUserResponse } from '@dsb/core';
import { apiFetch } from '../../lib/http';

export const currentUserQueryKey = ['auth', 'current-user'] as const;

/** A failed auth check counts as signed out (docs/product/sign-in-and-accounts.md). */
export async function fetchCurrentUser(): Promise<CurrentUserResponse> {
  try {
    return await apiFetch<CurrentUserResponse>('/auth/current-user', { cache: 'no-store' });
  } catch {
    return { isAuthenticated: false, user: null };
  }
}

/** Ends the server session. Returns false when the server could not be reached. */
export async function logoutRequest(): Promise<boolean> {
  try {
    await apiFetch('/auth/logout', { method: 'POST' });
    return true;
  } catch {
    return false;
  }
}
