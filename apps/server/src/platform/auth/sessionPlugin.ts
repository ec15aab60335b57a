import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LTI_FRAME_QUERY } from '@dsb/core';
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

const BEARER = /^Bearer\s+(\S{1,200})$/i;

/**
 * A session token the request carries itself rather than in the cookie: inside a learning
 * platform's frame the browser keeps no cookie, so the app sends its frame token as
 * `Authorization: Bearer` (docs/product/lti.md, "Inside the platform's page"). A browser cannot
 * set headers on a WebSocket, so a WebSocket upgrade may carry it as the LTI_FRAME_QUERY query
 * field (redacted from logs, platform/http/logRedaction.ts). Neither is sent by a browser on its
 * own, so neither can be forged by another site the way a cookie is replayed.
 */
function carriedToken(request: FastifyRequest): string | null {
  const header = BEARER.exec(request.headers.authorization ?? '');
  if (header) return header[1]!;
  if (request.headers.upgrade?.toLowerCase() !== 'websocket') return null;
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[LTI_FRAME_QUERY];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

/**
 * Identifies the user from the signed session cookie, or from a token the request carries (see
 * carriedToken: it wins over a cookie, and an unknown or expired one leaves the request a
 * visitor's). A forged, expired or revoked cookie is cleared and the request continues as a
 * visitor (guarded routes then answer 401).
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
      const carried = carriedToken(request);
      if (carried) {
        const found = await findSessionUser(app.db, carried);
        if (!found) return;
        request.user = found.user;
        request.sessionTokenHash = found.tokenHash;
        return;
      }
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
