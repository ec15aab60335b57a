import { afterEach, describe, expect, it } from 'vitest';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { signInWords, signsInWithGoogle } from './signInWords';

const visitor = (google: boolean, localAccounts: boolean) => ({
  isAuthenticated: false,
  user: null,
  signIn: { google, localAccounts },
});

afterEach(speakEnglish);

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

describe('the sign-in button in the interface language', () => {
  it('says sign in in Spanish and Arabic, naming Google only when it goes there', () => {
    speakTestLanguage('es', { 'features/auth': spanish });
    expect(signInWords(true)).toBe('Iniciar sesión con Google');
    expect(signInWords(false, 'Log In')).toBe('Iniciar sesión');
    speakTestLanguage('ar', { 'features/auth': arabic });
    expect(signInWords(false)).toBe('تسجيل الدخول');
    expect(signInWords(true)).toBe('تسجيل الدخول باستخدام Google');
  });
});
