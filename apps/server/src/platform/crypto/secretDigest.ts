import { createHmac, hkdfSync } from 'node:crypto';
import type { SecretPurpose } from './secretCipher';

/**
 * A keyed SHA-256 (HMAC) for looking up a short secret by its digest, with a key derived from
 * SESSION_SECRET per purpose. A plain SHA-256 suits long random tokens (sessions), but a short code
 * (a join code has about 86 million) is found again from its plain hash in seconds; without the
 * key, a copy of the database or a backup gives nothing to try codes against
 * (docs/decisions/0062-join-codes-at-rest.md). The key differs from the purpose's cipher key.
 */
export class SecretDigest {
  private readonly key: Buffer;

  constructor(secret: string, purpose: SecretPurpose) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'dsb', `${purpose}/lookup`, 32));
  }

  /** The same value gives the same hex digest under the same secret, and another under another. */
  digest(value: string): string {
    return createHmac('sha256', this.key).update(value, 'utf8').digest('hex');
  }
}
