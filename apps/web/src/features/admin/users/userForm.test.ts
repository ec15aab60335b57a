import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES } from '@dsb/core';
import { BLANK_USER_FORM, checkCreate, checkUpdate, formsDiffer } from './userForm';

describe('the user form', () => {
  it('reports the documented messages per field', () => {
    const empty = checkCreate(BLANK_USER_FORM, 'link', '');
    expect(empty).toEqual({
      ok: false,
      errors: {
        displayName: ADMIN_USER_MESSAGES.displayNameRequired,
        email: ADMIN_USER_MESSAGES.emailRequired,
      },
    });
    const short = checkUpdate({ ...BLANK_USER_FORM, displayName: 'A', email: 'not-an-address' });
    expect(short).toEqual({
      ok: false,
      errors: {
        displayName: 'Display name must be at least 2 characters',
        email: 'Please enter a valid email address',
      },
    });
  });

  it('sends a password only when the admin chose to type one', () => {
    const form = { ...BLANK_USER_FORM, displayName: ' Ann Lee ', email: 'ANN@School.org' };
    const withLink = checkCreate(form, 'link', 'ignored-password');
    expect(withLink).toEqual({
      ok: true,
      body: { displayName: 'Ann Lee', email: 'ann@school.org', isAdmin: false, status: 'active' },
    });
    const tooShort = checkCreate(form, 'password', 'short');
    expect(tooShort.ok).toBe(false);
    if (!tooShort.ok) expect(tooShort.errors.password).toMatch(/at least 8/);
    const withPassword = checkCreate(form, 'password', 'long enough');
    expect(withPassword.ok && withPassword.body.password).toBe('long enough');
  });

  it('tells a changed form from the original', () => {
    expect(formsDiffer(BLANK_USER_FORM, { ...BLANK_USER_FORM })).toBe(false);
    expect(formsDiffer(BLANK_USER_FORM, { ...BLANK_USER_FORM, status: 'suspended' })).toBe(true);
  });
});
