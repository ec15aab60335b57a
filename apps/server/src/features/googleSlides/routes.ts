import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GOOGLE_SLIDES_MAX_PAYLOAD_BYTES,
  GOOGLE_SLIDES_MESSAGES,
  googleDriveAuthQuerySchema,
  googleSlidesExportBodySchema,
  googleSlidesExportResponseSchema,
  googleVerifyResponseSchema,
} from '@dsb/core';
import { HttpError } from '../../platform/http/errors';
import {
  DriveScopeNotGranted,
  GoogleDriveAuthorization,
  type PendingDriveAuthorization,
} from './driveAuthorization';
import { SecretCipher } from '../../platform/crypto/secretCipher';
import {
  exportToGoogleSlides,
  hasDriveAuthorization,
  saveDriveTokens,
  type GoogleSlidesDeps,
} from './googleSlidesService';
import { appOrigin, isSecure, sendHtml } from '../auth';
import {
  DRIVE_AUTH_SCRIPT_PATH,
  driveAuthCompleteScript,
  driveAuthErrorPage,
  driveAuthSuccessPage,
} from './pages';

const PENDING_COOKIE = 'dsb_gdrive';
const PENDING_PATH = '/auth/google/drive';
const PENDING_TTL_SECONDS = 10 * 60;

/** Ties an authorisation attempt to the session that started it, without putting the hash itself in a cookie. */
const sessionBinding = (tokenHash: string) =>
  createHash('sha256').update(`google-drive:${tokenHash}`).digest('base64url');

/**
 * Google Slides export (issue #15 item 4; docs/product/exports.md): the Drive authorisation
 * popup (GET /auth/google/drive, its callback and script), GET /api/google/verify and POST
 * /api/google/slides. On whenever Google is configured (GOOGLE_CLIENT_ID/SECRET).
 */
export default async function googleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const deps: GoogleSlidesDeps | null = config.google
    ? {
        db: app.db,
        authorization: new GoogleDriveAuthorization(config.google),
        cipher: new SecretCipher(config.sessionSecret, 'google-drive-tokens'),
        apiBaseUrl: config.googleApiBaseUrl,
        warn: (details, message) => app.log.warn(details, message),
      }
    : null;
  const popup = {
    access: 'public' as const,
    rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
  };
  const failed = (reply: FastifyReply, status: number, message: string, hint?: string) =>
    sendHtml(reply, status, driveAuthErrorPage(message, hint));

  app.get(
    '/auth/google/drive',
    { config: popup, schema: { querystring: googleDriveAuthQuerySchema } },
    async (request, reply) => {
      if (!deps) return failed(reply, 404, GOOGLE_SLIDES_MESSAGES.notConfigured);
      if (!request.user || !request.sessionTokenHash) {
        return failed(
          reply,
          401,
          GOOGLE_SLIDES_MESSAGES.userAuthFailed,
          'Sign in to the app first.',
        );
      }
      try {
        const { url, pending } = await deps.authorization.start(
          `${appOrigin(app, request)}/auth/google/drive/callback`,
          {
            userId: request.user._id,
            session: sessionBinding(request.sessionTokenHash),
            loginHint: request.user.email || undefined,
          },
        );
        reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
          path: PENDING_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: isSecure(app, request),
          signed: true,
          maxAge: PENDING_TTL_SECONDS,
        });
        return reply.header('cache-control', 'no-store').redirect(url);
      } catch (error) {
        request.log.warn({ err: error }, 'Google Drive authorization could not start');
        return failed(
          reply,
          503,
          GOOGLE_SLIDES_MESSAGES.authFailed,
          'Google could not be reached. Please try again in a moment.',
        );
      }
    },
  );

  app.get('/auth/google/drive/callback', { config: popup }, async (request, reply) => {
    reply.clearCookie(PENDING_COOKIE, { path: PENDING_PATH });
    if (!deps) return failed(reply, 404, GOOGLE_SLIDES_MESSAGES.notConfigured);
    const pending = readPending(request);
    if (!pending) {
      return failed(reply, 400, GOOGLE_SLIDES_MESSAGES.authFailed, 'This link has expired.');
    }
    // The callback must land in the session that asked: a link handed to someone else does nothing.
    const user = request.user;
    if (
      !user ||
      !request.sessionTokenHash ||
      user._id !== pending.userId ||
      sessionBinding(request.sessionTokenHash) !== pending.session
    ) {
      return failed(reply, 401, GOOGLE_SLIDES_MESSAGES.userAuthFailed, 'Sign in to the app again.');
    }
    const query = request.query as Record<string, unknown>;
    if (typeof query.error === 'string') {
      return failed(reply, 400, GOOGLE_SLIDES_MESSAGES.authFailed);
    }
    try {
      const url = new URL(request.url, appOrigin(app, request));
      const tokens = await deps.authorization.finish(url, pending);
      await saveDriveTokens(deps, user._id, tokens);
      return sendHtml(reply, 200, driveAuthSuccessPage());
    } catch (error) {
      if (error instanceof DriveScopeNotGranted) {
        return failed(
          reply,
          400,
          GOOGLE_SLIDES_MESSAGES.authFailed,
          'Tick the box that lets this app create files in your Google Drive.',
        );
      }
      request.log.warn({ err: error }, 'Google Drive authorization failed');
      return failed(reply, 400, GOOGLE_SLIDES_MESSAGES.authFailed);
    }
  });

  app.get(DRIVE_AUTH_SCRIPT_PATH, { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(driveAuthCompleteScript),
  );

  app.get(
    '/api/google/verify',
    { config: { access: 'public' }, schema: { response: { 200: googleVerifyResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const authorized =
        deps !== null && request.user !== null
          ? await hasDriveAuthorization(deps, request.user._id)
          : false;
      return { configured: deps !== null, authorized };
    },
  );

  app.post(
    '/api/google/slides',
    {
      config: { access: 'user', tooLargeMessage: GOOGLE_SLIDES_MESSAGES.tooLargeServer },
      bodyLimit: GOOGLE_SLIDES_MAX_PAYLOAD_BYTES,
      schema: {
        body: googleSlidesExportBodySchema,
        response: { 200: googleSlidesExportResponseSchema },
      },
    },
    async (request) => {
      if (!deps) throw new HttpError(404, GOOGLE_SLIDES_MESSAGES.notConfigured);
      return exportToGoogleSlides(deps, request.user!._id, request.body);
    },
  );
}

/** The signed pending-authorisation cookie, or null when it is missing, forged or malformed. */
function readPending(request: FastifyRequest): PendingDriveAuthorization | null {
  const raw = request.cookies[PENDING_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  if (!unsigned?.valid || !unsigned.value) return null;
  try {
    const value = JSON.parse(unsigned.value) as Partial<PendingDriveAuthorization>;
    const fields = [value.state, value.verifier, value.userId, value.session];
    return fields.every((field) => typeof field === 'string')
      ? (value as PendingDriveAuthorization)
      : null;
  } catch {
    return null;
  }
}
