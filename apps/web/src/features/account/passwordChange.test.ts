import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@dsb/core';
import { checkPasswordChange } from './passwordChange';

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
    expect(result.errors.newPassword).toMatch(/at least 8/);
    expect(result.errors.confirm).toBe(PASSWORD_MESSAGES.mismatch);
  });
});
