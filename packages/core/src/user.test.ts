import { describe, expect, it } from 'vitest';
import { isAdminUser, resolveDisplayName } from './user';
import { devLoginBodySchema } from './auth';

describe('resolveDisplayName', () => {
  it('prefers the name, then the e-mail local part, then User', () => {
    expect(resolveDisplayName('  Ada Lovelace ', 'ada@example.com')).toBe('Ada Lovelace');
    expect(resolveDisplayName('', 'grace.hopper@example.com')).toBe('grace.hopper');
    expect(resolveDisplayName(null, '@example.com')).toBe('User');
    expect(resolveDisplayName(undefined, undefined)).toBe('User');
  });
});

describe('isAdminUser', () => {
  it('is true only for a strict boolean true', () => {
    expect(isAdminUser({ isAdmin: true })).toBe(true);
    expect(isAdminUser({ isAdmin: 'true' })).toBe(false);
    expect(isAdminUser({ isAdmin: 1 })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
});

describe('devLoginBodySchema', () => {
  it('normalises the e-mail and rejects unknown fields', () => {
    expect(devLoginBodySchema.parse({ email: ' Ada@Example.com ' }).email).toBe('ada@example.com');
    expect(devLoginBodySchema.safeParse({ email: 'a@b.co', isAdmin: true }).success).toBe(false);
    expect(devLoginBodySchema.safeParse({ email: 'not-an-email' }).success).toBe(false);
  });
});
