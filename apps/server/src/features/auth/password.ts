import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PASSWORD_MESSAGES,
  passwordChangeBodySchema,
  passwordLoginBodySchema,
  passwordSetBodySchema,
} from '@dsb/core';
import { HttpError } from '../../platform/http/errors';
import {
  changePassword,
  describePasswordLink,
  passwordSignIn,
  redeemPasswordLink,
} from './passwordService';
import { presentUser, signIn, type UserRow } from '../../platform/auth/userService';
import { isLoopbackAddress } from './loopback';
import { sendHtml, setSessionCookie } from './replies';
import { signInCompletePage, signInPage } from './pages';
import { passwordLinkInvalidPage, passwordSetInactivePage, passwordSetPage } from './passwordPages';

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid request';

const tokenQuerySchema = z.object({ token: z.string().max(200).default('') });

/**
 * Local accounts: e-mail and password sign-in (JSON for scripts, the popup's form for people),
 * change password, and the one-time set-password / first-admin links. Password text is never
 * logged: these bodies are parsed here and passed only to the hashing service.
 */
export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const publicAuth = { access: 'public' as const, rateLimit };

  const html = sendHtml;
  const startSession = (request: FastifyRequest, reply: FastifyReply, row: UserRow) =>
    setSessionCookie(app, request, reply, row.id);

  /** The popup page again, with the failed attempt's message above the password form. */
  const loginFormAgain = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    email: string,
  ) =>
    html(
      reply,
      status,
      signInPage({
        google: config.google !== null,
        devLogin:
          config.google === null &&
          config.devLoginEnabled &&
          (config.devLoginFromAnyAddress || isLoopbackAddress(request.ip)),
        localAccounts: true,
        error: { form: 'password', message },
        email,
      }),
    );

  app.post(
    '/auth/password/login',
    { config: publicAuth, attachValidation: true, schema: { body: passwordLoginBodySchema } },
    async (request, reply) => {
      const form = isForm(request);
      const parsed = passwordLoginBodySchema.safeParse(request.body ?? {});
      const typedEmail = String((request.body as { email?: unknown } | null)?.email ?? '');
      if (!parsed.success) {
        if (form)
          return loginFormAgain(request, reply, 400, firstMessage(parsed.error), typedEmail);
        throw new HttpError(400, firstMessage(parsed.error));
      }
      try {
        const row = await passwordSignIn(app.db, parsed.data, request.ip, config.adminEmails);
        await startSession(request, reply, row);
        return form
          ? html(reply, 200, signInCompletePage())
          : { success: true, user: presentUser(row) };
      } catch (error) {
        if (form && error instanceof HttpError) {
          return loginFormAgain(request, reply, error.statusCode, error.message, typedEmail);
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/password/change',
    {
      config: { access: 'user', rateLimit },
      attachValidation: true,
      schema: { body: passwordChangeBodySchema },
    },
    async (request) => {
      const parsed = passwordChangeBodySchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new HttpError(400, firstMessage(parsed.error));
      await changePassword(app.db, request.user!, request.sessionTokenHash, parsed.data);
      return { success: true, message: PASSWORD_MESSAGES.changed };
    },
  );

  app.get(
    '/auth/password/set',
    { config: publicAuth, schema: { querystring: tokenQuerySchema } },
    async (request, reply) => {
      const { token } = request.query;
      const pending = token ? await describePasswordLink(app.db, token) : null;
      if (!pending) return html(reply, 400, passwordLinkInvalidPage(PASSWORD_MESSAGES.linkInvalid));
      return html(reply, 200, passwordSetPage(token, pending));
    },
  );

  app.post(
    '/auth/password/set',
    { config: publicAuth, attachValidation: true, schema: { body: passwordSetBodySchema } },
    async (request, reply) => {
      const form = isForm(request);
      const raw = (request.body ?? {}) as Record<string, string | undefined>;
      const failed = async (status: number, message: string) => {
        if (!form) throw new HttpError(status, message);
        const pending = raw.token ? await describePasswordLink(app.db, raw.token) : null;
        if (!pending)
          return html(reply, 400, passwordLinkInvalidPage(PASSWORD_MESSAGES.linkInvalid));
        return html(reply, status, passwordSetPage(raw.token!, pending, message, raw));
      };
      const parsed = passwordSetBodySchema.safeParse(raw);
      if (!parsed.success) return failed(400, firstMessage(parsed.error));
      let row: UserRow;
      try {
        row = await redeemPasswordLink(app.db, parsed.data);
      } catch (error) {
        if (error instanceof HttpError) return failed(error.statusCode, error.message);
        throw error;
      }
      if (row.status !== 'active') {
        // The password is set; the account only needs an admin to make it active again.
        if (form)
          return html(reply, 200, passwordSetInactivePage(PASSWORD_MESSAGES.setButInactive));
        return { success: true, message: PASSWORD_MESSAGES.setButInactive, user: presentUser(row) };
      }
      const signedIn = await signIn(
        app.db,
        { uid: row.uid, email: row.email, name: row.displayName, method: 'password' },
        config.adminEmails,
      );
      await startSession(request, reply, signedIn);
      return form
        ? html(reply, 200, signInCompletePage())
        : { success: true, user: presentUser(signedIn) };
    },
  );
}
