import { randomUUID } from 'node:crypto';
import { desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { LTI_RETIRED_KEY_DAYS } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { SecretCipher } from '../../platform/crypto/secretCipher';
import { ltiKeys } from './tables';

/**
 * The tool's own RS256 signing keys (docs/product/lti.md, "The tool's keys"): they sign Deep Linking
 * responses and the client assertions for a platform's token endpoint; platforms check them against
 * /lti/jwks. The private half is stored encrypted under SESSION_SECRET, so a copy of the database
 * alone cannot sign as the tool.
 */

export const LTI_KEY_ALG = 'RS256';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A signing key ready to use: its id goes in the JWT header (H2's ToolKey shape). */
export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

/** The cipher the private keys are stored under (one purpose of its own). */
export const ltiKeyCipher = (sessionSecret: string) =>
  new SecretCipher(sessionSecret, 'lti-signing-keys');

/** Imported keys by kid: decrypting and importing on every signature would be wasted work. */
const imported = new Map<string, CryptoKey>();

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Serialises making and retiring keys across every server on one database. */
const KEYS_LOCK = 0x4c544b; // 'LTK'
/** The newest live key first; a tie in time is broken by kid, so every caller picks the same. */
const newestFirst = [desc(ltiKeys.createdAt), desc(ltiKeys.kid)] as const;

/**
 * Makes a key under the keys lock. With `onlyIfNone`, a live key made meanwhile (by another caller
 * or server) is used instead: the first uses of a fresh install (a roster sync and a grade send at
 * once) must agree on one key, or a platform that fetched /lti/jwks between them would refuse the
 * other's signatures.
 */
async function createKey(
  db: Db,
  cipher: SecretCipher,
  before?: (tx: Tx) => Promise<SigningKey | null>,
): Promise<SigningKey> {
  // Generating an RSA key takes tens of milliseconds: done before the lock is taken.
  const { privateKey, publicKey } = await generateKeyPair(LTI_KEY_ALG, { extractable: true });
  const kid = randomUUID();
  const privateJwk = await exportJWK(privateKey);
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: LTI_KEY_ALG, use: 'sig' };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK})`);
    const existing = before ? await before(tx) : null;
    if (existing) return existing;
    await tx.insert(ltiKeys).values({
      kid,
      privateJwk: cipher.encrypt(JSON.stringify(privateJwk)),
      publicJwk: publicJwk as Record<string, unknown>,
    });
    imported.set(kid, privateKey);
    return { kid, privateKey, publicJwk };
  });
}

/** The private key of a stored row, or null when it no longer decrypts (SESSION_SECRET changed). */
async function importRow(
  row: typeof ltiKeys.$inferSelect,
  cipher: SecretCipher,
): Promise<CryptoKey | null> {
  const known = imported.get(row.kid);
  if (known) return known;
  const plain = cipher.decrypt(row.privateJwk);
  if (plain === null) return null;
  try {
    const key = (await importJWK(JSON.parse(plain) as JWK, LTI_KEY_ALG)) as CryptoKey;
    imported.set(row.kid, key);
    return key;
  } catch {
    return null;
  }
}

/**
 * The key that signs now: the newest key not retired. Made the first time; a key that no longer
 * decrypts is retired (it can sign nothing) and a new one made.
 */
export async function currentSigningKey(db: Db, cipher: SecretCipher): Promise<SigningKey> {
  const found = await liveKey(db, cipher);
  return found ?? createKey(db, cipher, (tx) => liveKey(tx, cipher));
}

/** The newest live key that decrypts; live keys that do not are retired on the way. */
async function liveKey(db: Db | Tx, cipher: SecretCipher): Promise<SigningKey | null> {
  const rows = await db
    .select()
    .from(ltiKeys)
    .where(isNull(ltiKeys.retiredAt))
    .orderBy(...newestFirst);
  for (const row of rows) {
    const privateKey = await importRow(row, cipher);
    if (privateKey) return { kid: row.kid, privateKey, publicJwk: row.publicJwk as JWK };
    await db.update(ltiKeys).set({ retiredAt: new Date() }).where(eq(ltiKeys.kid, row.kid));
  }
  return null;
}

const publishedSince = () => new Date(Date.now() - LTI_RETIRED_KEY_DAYS * DAY_MS);

/** The keys platforms may check against: every key not retired, and those retired recently. */
export async function publishedKeys(db: Db) {
  return db
    .select()
    .from(ltiKeys)
    .where(or(isNull(ltiKeys.retiredAt), gt(ltiKeys.retiredAt, publishedSince())))
    .orderBy(...newestFirst);
}

/** GET /lti/jwks: the public halves of the published keys. */
export async function publishedJwks(db: Db): Promise<{ keys: JWK[] }> {
  return { keys: (await publishedKeys(db)).map((row) => row.publicJwk as JWK) };
}

/** The published keys as the admin's tool page lists them, newest first; the newest live one signs. */
export async function toolKeyList(db: Db) {
  const rows = await publishedKeys(db);
  const current = rows.find((row) => row.retiredAt === null)?.kid;
  return rows.map((row) => ({
    kid: row.kid,
    createdAt: row.createdAt.toISOString(),
    current: row.kid === current,
  }));
}

/**
 * A new signing key; the old ones are retired (still published for LTI_RETIRED_KEY_DAYS so what
 * they signed still verifies), and keys retired longer ago than that are deleted.
 */
export async function rotateKeys(db: Db, cipher: SecretCipher): Promise<SigningKey> {
  return createKey(db, cipher, async (tx) => {
    await tx.update(ltiKeys).set({ retiredAt: new Date() }).where(isNull(ltiKeys.retiredAt));
    await tx.delete(ltiKeys).where(lt(ltiKeys.retiredAt, publishedSince()));
    return null;
  });
}
