import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTIVITY_ACTIONS,
  devLoginBodySchema,
  googleCredentialBodySchema,
  signInStartQuerySchema,
} from '@dsb/core';
import { GoogleSignIn, type PendingLogin } from '../../platform/auth/google';
import { HttpError } from '../../platform/http/errors';
import { clearSessionCookie } from '../../platform/auth/sessionPlugin';
import { recordActivity } from '../../platform/activity/activityService';
import { localAccountsExist } from './passwordService';
import { deleteSession } from '../../platform/auth/sessionService';
import { presentUser, signIn, type SignInIdentity } from '../../platform/auth/userService';
import {
  popupCompleteScript,
  signInCompletePage,
  signInErrorPage,
  signInNotConfiguredPage,
  signInPage,
} from './pages';
import { isLoopbackAddress } from './loopback';
import { appOrigin, isSecure, sendHtml, setSessionCookie } from './replies';
import passwordRoutes from './password';

const PENDING_COOKIE = 'dsb_oidc';
export const DEV_LOGIN_LOOPBACK_ONLY =
  'Sign-in is not configured on this server: development sign-in only works on the computer running the app. An operator can configure Google sign-in, or set AUTH_DEV_LOGIN=1.';
const PENDING_TTL_MS = 10 * 60 * 1000;

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const google = config.google ? new GoogleSignIn(config.google) : null;
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const publicAuth = { access: 'public' as const, rateLimit };

  const origin = (request: FastifyRequest) => appOrigin(app, request);
  const secure = (request: FastifyRequest) => isSecure(app, request);

  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    identity: SignInIdentity,
  ) {
    const row = await signIn(app.db, identity, config.adminEmails);
    await setSessionCookie(app, request, reply, row.id);
    return presentUser(row);
  }

  /** Development sign-in is for this machine only, unless the operator opened it up. */
  const devLoginAllowed = (request: FastifyRequest) =>
    config.devLoginFromAnyAddress || isLoopbackAddress(request.ip);

  const html = sendHtml;

  /** The popup's page: the password form always, Google and development sign-in as configured. */
  const signInChoices = async (request: FastifyRequest) => ({
    google: google !== null,
    devLogin: google === null && config.devLoginEnabled && devLoginAllowed(request),
    localAccounts: await localAccountsExist(app.db),
  });

  app.get(
    '/auth/google',
    { config: publicAuth, schema: { querystring: signInStartQuerySchema } },
    async (request, reply) => {
      // With Google alone the popup goes straight to Google, as before local accounts existed.
      if (!google || request.query.provider !== 'google') {
        const choices = await signInChoices(request);
        if (!google || choices.localAccounts) return html(reply, 200, signInPage(choices));
      }
      return startGoogle(request, reply);
    },
  );

  async function startGoogle(request: FastifyRequest, reply: FastifyReply) {
    if (!google) throw new HttpError(404, 'Google sign-in is not configured on this server');
    try {
      const { url, pending } = await google.startLogin(`${origin(request)}/auth/google/callback`);
      reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
        path: '/auth/google',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        signed: true,
        maxAge: PENDING_TTL_MS / 1000,
      });
      return reply.redirect(url);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in could not start');
      return html(
        reply,
        503,
        signInErrorPage('Google sign-in is unreachable right now. Please try again in a moment.'),
      );
    }
  }

  app.get('/auth/google/callback', { config: publicAuth }, async (request, reply) => {
    if (!google) throw new HttpError(404, 'Google sign-in is not configured on this server');
    const raw = request.cookies[PENDING_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    reply.clearCookie(PENDING_COOKIE, { path: '/auth/google' });
    if (!unsigned?.valid || !unsigned.value) {
      return html(reply, 400, signInErrorPage('This sign-in link has expired. Please try again.'));
    }
    try {
      const pending = JSON.parse(unsigned.value) as PendingLogin;
      const identity = await google.finishLogin(new URL(request.url, origin(request)), pending);
      await startSession(request, reply, identity);
      return html(reply, 200, signInCompletePage());
    } catch (error) {
      if (error instanceof HttpError)
        return html(reply, error.statusCode, signInErrorPage(error.message));
      request.log.warn({ err: error }, 'Google sign-in failed');
      return html(
        reply,
        400,
        signInErrorPage('Google sign-in did not complete. Please try again.'),
      );
    }
  });

  app.post(
    '/auth/google/callback',
    { config: publicAuth, schema: { body: googleCredentialBodySchema } },
    async (request, reply) => {
      if (!google) throw new HttpError(404, 'Google sign-in is not configured on this server');
      let identity: SignInIdentity;
      try {
        identity = await google.verifyCredential(request.body.credential);
      } catch (error) {
        request.log.warn({ err: error }, 'Google credential rejected');
        throw new HttpError(401, 'Google sign-in could not be verified. Please try again.');
      }
      const user = await startSession(request, reply, identity);
      return { success: true, user };
    },
  );

  app.post('/auth/dev/login', { config: publicAuth }, async (request, reply) => {
    if (!config.devLoginEnabled)
      throw new HttpError(404, 'Development sign-in is turned off on this server');
    if (!devLoginAllowed(request)) {
      if (isForm(request)) return html(reply, 403, signInNotConfiguredPage());
      throw new HttpError(403, DEV_LOGIN_LOOPBACK_ONLY);
    }
    const parsed = devLoginBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid sign-in details';
      if (!isForm(request)) throw new HttpError(400, message);
      const body = (request.body ?? {}) as Record<string, string>;
      return html(
        reply,
        400,
        signInPage({
          ...(await signInChoices(request)),
          error: { form: 'dev', message },
          email: body.email ?? '',
          displayName: body.displayName ?? '',
        }),
      );
    }
    const { email, displayName } = parsed.data;
    try {
      const user = await startSession(request, reply, {
        uid: `dev:${email}`,
        email,
        name: displayName,
        method: 'dev',
      });
      return isForm(request) ? html(reply, 200, signInCompletePage()) : { success: true, user };
    } catch (error) {
      if (error instanceof HttpError && isForm(request)) {
        return html(
          reply,
          error.statusCode,
          signInPage({
            ...(await signInChoices(request)),
            error: { form: 'dev', message: error.message },
            email,
            displayName: displayName ?? '',
          }),
        );
      }
      throw error;
    }
  });

  app.get('/auth/popup-complete.js', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(popupCompleteScript),
  );

  // Auth state reads are not rate limited: a whole class behind one school address polls them.
  app.get('/auth/current-user', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.user) return { isAuthenticated: true, user: request.user };
    // A visitor's sign-in button names what the popup offers (Google alone, or a choice).
    const signIn = { google: google !== null, localAccounts: await localAccountsExist(app.db) };
    return { isAuthenticated: false, user: null, signIn };
  });

  app.get('/auth/check-session', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { isAuthenticated: request.user !== null };
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionTokenHash) {
      await deleteSession(app.db, request.sessionTokenHash);
      await recordActivity(app.db, request.user!._id, ACTIVITY_ACTIONS.logout);
    }
    clearSessionCookie(reply, secure(request));
    return { success: true };
  };
  // POST only: the Origin check refuses it from another site, so a link or an image elsewhere
  // cannot sign a pupil out (a GET would be followed from anywhere).
  app.post('/auth/logout', { config: publicAuth }, logout);

  await app.register(passwordRoutes);
}
