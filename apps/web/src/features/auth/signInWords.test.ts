import { describe, expect, it } from 'vitest';
import { signInWords, signsInWithGoogle } from './signInWords';

const visitor = (google: boolean, localAccounts: boolean) => ({
  isAuthenticated: false,
  user: null,
  signIn: { google, localAccounts },
});

describe('the sign-in button names the configured sign-in', () => {
  it.each([
    [visitor(true, false), 'Sign in with Google'],
    [visitor(true, true), 'Sign in'],
    [visitor(false, false), 'Sign in'],
    [visitor(false, true), 'Sign in'],
    [{ isAuthenticated: false, user: null }, 'Sign in'],
    [undefined, 'Sign in'],
  ])('%j: %s', (response, words) => {
    expect(signInWords(signsInWithGoogle(response))).toBe(words);
  });

  it("keeps the custom links screen's own words", () => {
    expect(signInWords(true, 'Log In')).toBe('Log In with Google');
    expect(signInWords(false, 'Log In')).toBe('Log In');
  });
});
