import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * This install's mark on the collection backups it makes (docs/decisions/0037-backup-signatures.md):
 * an HMAC-SHA256 of the manifest, keyed from the session secret. The manifest holds every part's
 * SHA-256, so the mark covers the whole archive. A restore of an archive without a valid mark
 * (another install's, one made before marks, or one edited and re-hashed) needs the admin's
 * confirmation.
 */
export const SIGNATURE_ALGORITHM = 'HMAC-SHA256';

/** JSON with object keys sorted at every depth and undefined values left out. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export type ManifestSignature = { algorithm: typeof SIGNATURE_ALGORITHM; value: string };

/** Signs and checks manifests with a key derived from this install's session secret. */
export class BackupSigner {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', sessionSecret, 'dsb', 'collection-backup-manifests', 32),
    );
  }

  /** The signature of a manifest (every field but `signature` itself). */
  sign(manifest: object): ManifestSignature {
    const { signature: _signature, ...signed } = manifest as { signature?: unknown };
    const value = createHmac('sha256', this.key).update(canonicalJson(signed)).digest('hex');
    return { algorithm: SIGNATURE_ALGORITHM, value };
  }

  /** True when the manifest carries this install's signature over exactly its fields. */
  verify(manifest: { signature?: ManifestSignature | undefined }): boolean {
    const given = manifest.signature;
    if (!given || given.algorithm !== SIGNATURE_ALGORITHM) return false;
    const expected = Buffer.from(this.sign(manifest).value, 'hex');
    const actual = Buffer.from(given.value, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
