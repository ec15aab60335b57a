import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, sessionCookieOptions } from '../../platform/auth/sessionPlugin';
import { createSession } from '../../platform/auth/sessionService';

/** The app's own origin: PUBLIC_URL, else the request's (for redirect URIs and cookie flags). */
export const appOrigin = (app: FastifyInstance, request: FastifyRequest) =>
  app.config.publicUrl ?? `${request.protocol}://${request.host}`;

/** Cookies are Secure when the app is served over https. */
export const isSecure = (app: FastifyInstance, request: FastifyRequest) =>
  appOrigin(app, request).startsWith('https:');

/** A sign-in page for the popup; never cached (it carries messages and one-time tokens). */
export const sendHtml = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

/** Opens a session for the user and sets its cookie: the end of every sign-in method. */
export async function setSessionCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const token = await createSession(app.db, userId, app.config.sessionTtlMs);
  reply.setCookie(
    SESSION_COOKIE,
    token,
    sessionCookieOptions(isSecure(app, request), app.config.sessionTtlMs),
  );
}
