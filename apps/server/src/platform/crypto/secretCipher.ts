import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a cipher protects: each purpose has its own key, so one cannot read another's values. */
export type SecretPurpose = 'google-drive-tokens' | 'lti-signing-keys' | 'story-join-codes';

/**
 * Encrypts secrets the server keeps in its database (AES-256-GCM, a key derived from
 * SESSION_SECRET per purpose): Google tokens, the LTI tool's private keys, the owner's copy of a
 * story's join code. A copy of the database
 * or of a backup alone cannot use them. A value written under another secret reads as null: the
 * user connects Google again, the tool makes a new key.
 */
export class SecretCipher {
  private readonly key: Buffer;

  constructor(secret: string, purpose: SecretPurpose) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'dsb', purpose, 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
  }

  /** The plain text, or null when the value was not written by this key (or was altered). */
  decrypt(stored: string): string | null {
    const [version, payload] = stored.split('.');
    if (version !== VERSION || !payload) return null;
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      return null;
    }
  }
}
