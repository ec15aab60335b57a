import type { CurrentUserResponse } from '@dsb/core';
import { apiFetch } from '../../lib/http';

export const currentUserQueryKey = ['auth', 'current-user'] as const;

/** A failed auth check counts as signed out (spec 1 §8). */
export async function fetchCurrentUser(): Promise<CurrentUserResponse> {
  try {
    return await apiFetch<CurrentUserResponse>('/auth/current-user', { cache: 'no-store' });
  } catch {
    return { isAuthenticated: false, user: null };
  }
}

/** Ends the server session. Returns false when the server could not be reached (spec 1 §7). */
export async function logoutRequest(): Promise<boolean> {
  try {
    await apiFetch('/auth/logout', { method: 'POST' });
    return true;
  } catch {
    return false;
  }
}
