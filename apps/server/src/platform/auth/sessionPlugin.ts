import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpiredSessions, findSessionUser } from './sessionService';

const EXPIRED_SESSION_SWEEP_MS = 6 * 60 * 60 * 1000;

export const SESSION_COOKIE = 'dsb_session';

export function sessionCookieOptions(secure: boolean, maxAgeMs?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    signed: true,
    ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
  };
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
}

/**
 * Identifies the user from the signed session cookie. A forged, expired or revoked cookie is
 * cleared and the request continues as a visitor (guarded routes then answer 401).
 */
export default fp(
  async (app) => {
    // Expired rows are harmless (lookups check expiry) but would pile up: sweep at start and every 6 h.
    const sweep = () =>
      deleteExpiredSessions(app.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'session sweep failed'),
      );
    app.addHook('onReady', async () => {
      await sweep();
    });
    const timer = setInterval(() => void sweep(), EXPIRED_SESSION_SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);
    app.addHook('onRequest', async (request, reply) => {
      // The web app's own files need no user, and must not wait behind a busy database.
      if (request.routeOptions.config.neverShed) return;
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return;
      const secure = request.protocol === 'https';
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) {
        clearSessionCookie(reply, secure);
        return;
      }
      const found = await findSessionUser(app.db, unsigned.value);
      if (!found) {
        clearSessionCookie(reply, secure);
        return;
      }
      request.user = found.user;
      request.sessionTokenHash = found.tokenHash;
    });
  },
  { name: 'session', dependencies: ['db'] },
);
