import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretDigest } from './secretDigest';

describe('SecretDigest', () => {
  const secret = 'a-session-secret-long-enough-for-tests';

  it('gives the same digest for the same value, and another for another value', () => {
    const digest = new SecretDigest(secret, 'story-join-codes');
    expect(digest.digest('ACE347')).toBe(digest.digest('ACE347'));
    expect(digest.digest('ACE347')).not.toBe(digest.digest('ACE349'));
    expect(digest.digest('ACE347')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is keyed: not the plain SHA-256, and another secret or purpose gives another digest', () => {
    const value = 'ACE347';
    const digest = new SecretDigest(secret, 'story-join-codes').digest(value);
    expect(digest).not.toBe(createHash('sha256').update(value).digest('hex'));
    expect(new SecretDigest(`${secret}!`, 'story-join-codes').digest(value)).not.toBe(digest);
    expect(new SecretDigest(secret, 'lti-signing-keys').digest(value)).not.toBe(digest);
  });
});
