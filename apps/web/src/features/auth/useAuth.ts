import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isAdminUser, type User } from '@dsb/core';
import { forgetBrowserData, forgetKeptStories } from './forgetBrowserData';
import { currentUserQueryKey, fetchCurrentUser, logoutRequest } from './api';
import { openLoginPopup } from './loginPopup';
import { rememberRedirect } from './redirect';
import { signsInWithGoogle } from './signInWords';

export type AuthState = {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: User | null;
  isAdmin: boolean;
  /** The sign-in popup goes straight to Google (the button then says so). */
  signInWithGoogle: boolean;
  login: (redirectAfterLogin?: string) => void;
  logout: () => Promise<void>;
};

/**
 * The auth state (isAuthenticated, user, isLoading, redirectAfterLogin) and its actions
 * (docs/product/sign-in-and-accounts.md).
 */
export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
  });
  const login = useCallback((redirectAfterLogin?: string) => {
    if (redirectAfterLogin) rememberRedirect(redirectAfterLogin);
    openLoginPopup();
  }, []);
  const logout = useCallback(async () => {
    await logoutRequest();
    queryClient.clear();
    forgetBrowserData(localStorage, sessionStorage);
    await forgetKeptStories();
    // A full reload guarantees no state of the previous user survives.
    window.location.replace(`/?t=${Date.now()}`);
  }, [queryClient]);
  const user = data?.isAuthenticated ? data.user : null;
  return {
    isLoading: isPending,
    isAuthenticated: user !== null,
    user,
    isAdmin: isAdminUser(user),
    signInWithGoogle: signsInWithGoogle(data),
    login,
    logout,
  };
}
