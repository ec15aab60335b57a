import type { LiveDocuments } from './liveDocuments';
import { onSessionsChanged } from '../../platform/auth/sessionCache';

/**
 * How often open connections' sessions are checked for changes made by another server (this
 * server's own sign-outs and suspensions are checked at once). Session lookups are cached for
 * 5 s, so a check costs one database lookup per distinct session at most.
 */
export const SESSION_CHECK_MS = 10_000;

/**
 * Closes live-editing connections whose session has ended (docs/product/group-work.md, "The
 * connection"): the session is checked only at the upgrade, and a pupil who signs out, is
 * suspended or has their password reset must not go on editing through a socket opened before.
 * Returns the function that stops watching.
 */
export function watchSessions(
  documents: Pick<LiveDocuments, 'closeEndedSessions'>,
  isActive: (sessionHash: string) => Promise<boolean>,
  intervalMs = SESSION_CHECK_MS,
): () => void {
  let running: Promise<void> | null = null;
  let again = false;
  const check = () => {
    if (running) {
      again = true; // a change during a check: check once more after it
      return;
    }
    running = documents
      .closeEndedSessions(isActive)
      .catch(() => {}) // a failed lookup closes nothing; the next check tries again
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          check();
        }
      });
  };
  // After the write that ended a session has committed (the listener is called then).
  const stopListening = onSessionsChanged(() => setImmediate(check));
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return () => {
    stopListening();
    clearInterval(timer);
  };
}
