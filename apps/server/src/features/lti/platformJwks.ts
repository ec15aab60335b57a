import { createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { guardedFetch, type OutboundPolicy } from '../../platform/net/outboundFetch';

/**
 * Platforms' public keys (their JWKS), fetched through the outbound guard (private addresses refused
 * unless OUTBOUND_ALLOW names the target) rather than by jose's own fetch, and kept a while. A key
 * id the kept set does not know means the platform rotated its keys: the set is fetched again once
 * (at most once per REFETCH_COOLDOWN_MS per address, so forged key ids cannot make us hammer it).
 */

export const JWKS_TTL_MS = 10 * 60 * 1000;
export const JWKS_REFETCH_COOLDOWN_MS = 30 * 1000;
const JWKS_MAX_BYTES = 256 * 1024;
const JWKS_TIMEOUT_MS = 10_000;

type KeySet = ReturnType<typeof createLocalJWKSet>;
type Entry = { keySet: KeySet; fetchedAt: number; refetchedAt: number };

export class JwksFetchError extends Error {}

const isKeySet = (value: unknown): value is JSONWebKeySet =>
  typeof value === 'object' && value !== null && Array.isArray((value as { keys?: unknown }).keys);

export function createPlatformJwks(policy: OutboundPolicy, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  async function load(url: string): Promise<KeySet> {
    let body: unknown;
    try {
      const response = await guardedFetch(url, {
        maxBytes: JWKS_MAX_BYTES,
        timeoutMs: JWKS_TIMEOUT_MS,
        allowPrivate: policy.allowPrivate,
        allowTargets: policy.allowTargets,
        headers: { accept: 'application/json' },
      });
      if (response.status !== 200) throw new JwksFetchError(`JWKS answered ${response.status}`);
      body = JSON.parse(response.body.toString('utf8'));
    } catch (error) {
      if (error instanceof JwksFetchError) throw error;
      throw new JwksFetchError(error instanceof Error ? error.message : String(error));
    }
    if (!isKeySet(body)) throw new JwksFetchError('JWKS has no keys');
    return createLocalJWKSet(body);
  }

  return {
    /** The platform's keys, from memory while fresh. */
    async get(url: string): Promise<KeySet> {
      const entry = entries.get(url);
      if (entry && now() - entry.fetchedAt < JWKS_TTL_MS) return entry.keySet;
      const keySet = await load(url);
      entries.set(url, { keySet, fetchedAt: now(), refetchedAt: entry?.refetchedAt ?? 0 });
      return keySet;
    },
    /**
     * The keys fetched again because a token named a key id they lack; null when the address was
     * re-fetched for that reason very recently (the unknown key stays unknown).
     */
    async refetch(url: string): Promise<KeySet | null> {
      const entry = entries.get(url);
      if (entry && now() - entry.refetchedAt < JWKS_REFETCH_COOLDOWN_MS) return null;
      const keySet = await load(url);
      entries.set(url, { keySet, fetchedAt: now(), refetchedAt: now() });
      return keySet;
    },
  };
}

export type PlatformJwks = ReturnType<typeof createPlatformJwks>;
