import type { Db } from '../../platform/db/client';
import { onPlatformsChanged, platformOrigins } from './platformService';

/**
 * Which sites may show the app in a frame (docs/product/lti.md, "Inside the platform's page"): the
 * app itself and every registered platform (its issuer's and its login page's origins). Kept in
 * memory for the CSP header, reloaded when this server registers or removes a platform and every
 * minute (another server on the same database may have changed them).
 */

export const FRAMING_RELOAD_MS = 60 * 1000;

export function createLtiFraming() {
  let origins: string[] = [];
  let source: { db: Db; onError: (error: unknown) => void } | null = null;
  const refresh = async () => {
    if (!source) return;
    try {
      origins = await platformOrigins(source.db);
    } catch (error) {
      source.onError(error);
    }
  };
  return {
    /** The CSP frame-ancestors sources besides 'self' (space-separated; '' for none). */
    directive: () => origins.join(' '),
    origins: () => origins,
    /** Reloads now (after a registration or removal on this server). */
    refresh,
    /** Starts following the platforms of this database; returns the function that stops it. */
    async follow(db: Db, onError: (error: unknown) => void): Promise<() => void> {
      source = { db, onError };
      await refresh();
      const stopListening = onPlatformsChanged(() => void refresh());
      const timer = setInterval(() => void refresh(), FRAMING_RELOAD_MS);
      timer.unref();
      return () => {
        stopListening();
        clearInterval(timer);
      };
    },
  };
}

export type LtiFraming = ReturnType<typeof createLtiFraming>;
