import type { User } from '@dsb/core';
import { TtlCache } from '../cache/ttlCache';

/**
 * How long a server trusts a session it looked up without asking the database again.
 *
 * Why: every request with a cookie looked its session up, so an autosave was two database round
 * trips where one does the work. On the embedded database, remembering lookups raised the saves
 * served past capacity by about a sixth (docs/decisions/0036-session-lookup-cache.md).
 * Short-lived rather than invalidated across servers (docs/architecture.md, "Several servers on
 * one database"): a sign-out, disabling or password reset takes effect at once on the server that
 * made it, and on the others within this time.
 */
export const SESSION_CACHE_MS = 5_000;

export type SessionUser = {
  user: User;
  tokenHash: string;
  /** When the session itself ends (ms since the epoch): a cached entry never outlives it. */
  expiresAt: number;
};

/** Keyed by the token's hash; null remembers a token that is not (or no longer) a session. */
const recentSessions = new TtlCache<SessionUser | null>(SESSION_CACHE_MS, 20_000);

/** The session behind a token hash: this server's recent answer, or `load`'s (then remembered). */
export async function recentSession(
  tokenHash: string,
  load: () => Promise<SessionUser | null>,
): Promise<SessionUser | null> {
  const found = await recentSessions.getOrLoad(tokenHash, load);
  return found && found.expiresAt > Date.now() ? found : null;
}

/**
 * Every write to users or sessions calls this once it has committed (a clear inside a transaction
 * would let a lookup re-remember the old row before the commit). Clearing all is simple and cheap:
 * such writes are rare next to lookups, and each session costs one lookup to remember again.
 */
export function forgetRecentSessions(): void {
  recentSessions.clear();
  for (const listener of [...forgotten]) listener();
}

const forgotten = new Set<() => void>();

/**
 * Calls `listener` after each write to users or sessions on this server (a sign-out, a suspension,
 * a password reset ...): what holds a session open beyond one request (a live-editing connection)
 * checks it again. Returns the function that stops listening.
 */
export function onSessionsChanged(listener: () => void): () => void {
  forgotten.add(listener);
  return () => forgotten.delete(listener);
}
