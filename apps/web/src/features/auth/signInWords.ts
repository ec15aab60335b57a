import type { CurrentUserResponse } from '@dsb/core';
import { authMessages } from './messages';

/**
 * True when the sign-in popup goes straight to Google: Google is configured and no account has a
 * password. Only then does the sign-in button say 'with Google'; otherwise the popup shows the
 * sign-in page (e-mail and password, development sign-in, or a choice with Google). Unknown (the
 * check failed or is still loading) counts as not Google.
 */
export function signsInWithGoogle(response: CurrentUserResponse | undefined): boolean {
  const modes = response?.signIn;
  return modes !== undefined && modes.google && !modes.localAccounts;
}

/** The sign-in button's words: 'Sign in with Google' when that is what happens, else 'Sign in'. */
export function signInWords(withGoogle: boolean, words: 'Sign in' | 'Log In' = 'Sign in'): string {
  const messages = authMessages.signIn;
  if (words === 'Log In') return withGoogle ? messages.logInWithGoogle() : messages.logIn();
  return withGoogle ? messages.signInWithGoogle() : messages.signIn();
}
