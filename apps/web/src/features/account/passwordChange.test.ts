import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@dsb/core';
import { ApiError } from '../../lib/http';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { accountMessages } from './messages';
import { changePasswordError, checkPasswordChange } from './passwordChange';

afterEach(speakEnglish);

describe('change password form', () => {
  it('sends the current password only when one was typed', () => {
    expect(checkPasswordChange({ current: '', next: 'new secret', confirm: 'new secret' })).toEqual(
      {
        ok: true,
        body: { newPassword: 'new secret' },
      },
    );
    expect(
      checkPasswordChange({ current: 'old', next: 'new secret', confirm: 'new secret' }),
    ).toEqual({ ok: true, body: { currentPassword: 'old', newPassword: 'new secret' } });
  });

  it('reports a short password and a mismatched confirmation', () => {
    const result = checkPasswordChange({ current: '', next: 'short', confirm: 'other' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.newPassword).toBe('Password must be at least 8 characters');
    expect(result.errors.confirm).toBe(PASSWORD_MESSAGES.mismatch);
  });

  it('names the server’s password answers, and falls back when it cannot be reached', () => {
    const wrong = new ApiError(400, PASSWORD_MESSAGES.currentWrong);
    expect(changePasswordError(wrong)).toBe('Current password is incorrect');
    expect(changePasswordError(new TypeError('fetch failed'))).toBe(
      'The server could not be reached. Please try again.',
    );
  });
});

describe('change password in the interface language', () => {
  it('words the form’s problems in Spanish', () => {
    speakTestLanguage('es', { 'features/account': spanish });
    const result = checkPasswordChange({ current: '', next: 'short', confirm: 'other' });
    if (result.ok) throw new Error('a short password passed');
    expect(result.errors.newPassword).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(result.errors.confirm).toBe('Las contraseñas no coinciden');
    const wrong = new ApiError(400, PASSWORD_MESSAGES.currentWrong);
    expect(changePasswordError(wrong)).toBe('La contraseña actual no es correcta');
  });

  it('gives the minimum length in Arabic digits and plural form', () => {
    speakTestLanguage('ar', { 'features/account': arabic });
    const eight = new Intl.NumberFormat('ar').format(8);
    expect(accountMessages.changePassword.newHint({ min: 8 })).toBe(`${eight} أحرف على الأقل.`);
    expect(accountMessages.changePassword.title()).toBe('تغيير كلمة المرور');
  });
});
