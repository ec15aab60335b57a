import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ltiRegisterQuerySchema, ltiRegistrationLinkSchema } from '@dsb/core';
import { outboundPolicyOf } from '../../platform/net/outboundFetch';
import { appOrigin, escapeHtml, page, sendHtml } from '../auth';
import type { LtiFraming } from './framing';
import { REGISTRATION_MESSAGES } from './registrationMessages';
import {
  createRegistrationLink,
  RegistrationProblem,
  registerPlatform,
} from './registrationService';

/**
 * Registering a platform in one step (docs/product/lti.md): the admin makes a one-time link and
 * pastes it into the platform, which opens it in a window or frame of its own.
 */
export default async function ltiRegistrationRoutes(
  fastify: FastifyInstance,
  { framing }: { framing: LtiFraming },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const policy = outboundPolicyOf(app.config);

  app.post(
    '/api/admin/lti/registration-links',
    { config: { access: 'admin' }, schema: { response: { 201: ltiRegistrationLinkSchema } } },
    async (request, reply) => {
      const link = await createRegistrationLink(app.db, request.user!._id, appOrigin(app, request));
      return reply.status(201).send(link);
    },
  );

  app.get(
    '/lti/register',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: { querystring: ltiRegisterQuerySchema },
    },
    async (request, reply) => {
      // The platform opens this page in a frame or window of its own before it is registered, so
      // any site may frame it (it acts on the one-time ticket, not on clicks); the script that
      // tells the platform it is done carries a nonce.
      const nonce = randomBytes(16).toString('base64');
      reply.header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *`,
      );
      const failed = (message: string) =>
        sendHtml(
          reply,
          400,
          page(
            REGISTRATION_MESSAGES.failedTitle,
            `<h1>${escapeHtml(REGISTRATION_MESSAGES.failedTitle)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="note">${escapeHtml(REGISTRATION_MESSAGES.failedHint)}</p>`,
          ),
        );
      if (request.validationError) return failed(REGISTRATION_MESSAGES.badTicket);
      try {
        const origin = appOrigin(app, request);
        const platform = await registerPlatform({ db: app.db, policy }, request.query, origin);
        await framing.refresh();
        // The platform closes its registration window when told (a message to its page).
        return sendHtml(
          reply,
          200,
          page(
            REGISTRATION_MESSAGES.doneTitle,
            `<h1>${escapeHtml(REGISTRATION_MESSAGES.doneTitle)}</h1>
<p role="status">${escapeHtml(REGISTRATION_MESSAGES.done(platform.name))}</p>
<script nonce="${nonce}">(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');</script>`,
          ),
        );
      } catch (error) {
        if (error instanceof RegistrationProblem) return failed(error.message);
        throw error;
      }
    },
  );
}
