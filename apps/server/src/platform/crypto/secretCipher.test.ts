import { describe, expect, it } from 'vitest';
import { SecretCipher } from './secretCipher';

describe('SecretCipher', () => {
  const secret = 'a-session-secret-long-enough-for-tests';

  it('reads back what it wrote, and a fresh IV makes each sealed value differ', () => {
    const cipher = new SecretCipher(secret, 'lti-signing-keys');
    const a = cipher.encrypt('private key');
    const b = cipher.encrypt('private key');
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a)).toBe('private key');
  });

  it('gives each purpose its own key, and another secret reads nothing', () => {
    const sealed = new SecretCipher(secret, 'lti-signing-keys').encrypt('k');
    expect(new SecretCipher(secret, 'google-drive-tokens').decrypt(sealed)).toBeNull();
    expect(new SecretCipher(`${secret}!`, 'lti-signing-keys').decrypt(sealed)).toBeNull();
  });

  it('reads an altered or malformed value as null', () => {
    const cipher = new SecretCipher(secret, 'google-drive-tokens');
    const sealed = cipher.encrypt('token');
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(cipher.decrypt(flipped)).toBeNull();
    expect(cipher.decrypt('v2.abc')).toBeNull();
    expect(cipher.decrypt('v1.')).toBeNull();
  });
});
