import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import {
  LTI_FRAME_TOKEN_MINUTES,
  LTI_NEW_TAB_SECONDS,
  ltiFrameTokenSchema,
  ltiNewTabRequestSchema,
  ltiNewTabResponseSchema,
  ltiOpenQuerySchema,
  MESSAGES,
} from '@dsb/core';
import { SESSION_COOKIE, sessionCookieOptions } from '../../platform/auth/sessionPlugin';
import { createSession } from '../../platform/auth/sessionService';
import { HttpError } from '../../platform/http/errors';
import { isSecure, sendHtml } from '../auth';
import { LTI_MESSAGES } from './messages';
import { messagePage } from './pages';
import { ltiTickets } from './tables';

/**
 * The app inside a platform's frame (docs/product/lti.md, "Inside the platform's page"): no cookie
 * there, so the frame token from the launch is sent as a bearer header; it is renewed before it
 * ends, and "Open in a new tab" trades it once for the ordinary session cookie.
 */

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const BEARER = /^Bearer\s+(\S+)$/i;

export default async function ltiFrameRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };

  app.post(
    '/api/lti/frame-token',
    { config: user, schema: { response: { 200: ltiFrameTokenSchema } } },
    async (request) => {
      // Only a frame token renews itself: a cookie session has no business minting one.
      if (!BEARER.test(request.headers.authorization ?? '')) {
        throw new HttpError(401, MESSAGES.authRequired);
      }
      const ttlMs = LTI_FRAME_TOKEN_MINUTES * 60 * 1000;
      const token = await createSession(app.db, request.user!._id, ttlMs);
      return { token, expiresAt: new Date(Date.now() + ttlMs).toISOString() };
    },
  );

  app.post(
    '/api/lti/new-tab',
    {
      config: user,
      schema: { body: ltiNewTabRequestSchema, response: { 200: ltiNewTabResponseSchema } },
    },
    async (request) => {
      const ticket = randomBytes(32).toString('base64url');
      const now = Date.now();
      await app.db.insert(ltiTickets).values({
        tokenHash: hash(ticket),
        purpose: 'new-tab',
        userId: request.user!._id,
        path: request.body.path,
        expiresAt: new Date(now + LTI_NEW_TAB_SECONDS * 1000),
      });
      await app.db
        .delete(ltiTickets)
        .where(
          and(
            eq(ltiTickets.purpose, 'new-tab'),
            lt(ltiTickets.expiresAt, new Date(now - 60 * 60 * 1000)),
          ),
        );
      return { url: `/lti/open?ticket=${ticket}` };
    },
  );

  app.get(
    '/lti/open',
    { config: { access: 'public' as const }, schema: { querystring: ltiOpenQuerySchema } },
    async (request, reply) => {
      const ticket = request.query.ticket ?? '';
      const [used] = ticket
        ? await app.db
            .update(ltiTickets)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(ltiTickets.tokenHash, hash(ticket)),
                eq(ltiTickets.purpose, 'new-tab'),
                isNull(ltiTickets.usedAt),
                gt(ltiTickets.expiresAt, new Date()),
              ),
            )
            .returning()
        : [];
      if (!used?.userId || !used.path) {
        return sendHtml(reply, 410, messagePage(LTI_MESSAGES.ticketTitle, LTI_MESSAGES.ticketUsed));
      }
      const token = await createSession(app.db, used.userId, app.config.sessionTtlMs);
      reply.setCookie(
        SESSION_COOKIE,
        token,
        sessionCookieOptions(isSecure(app, request), app.config.sessionTtlMs),
      );
      return reply.header('cache-control', 'no-store').redirect(used.path, 303);
    },
  );
}
