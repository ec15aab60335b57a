import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ltiDeepLinkChoiceSchema,
  ltiDeepLinkRequestParamsSchema,
  ltiDeepLinkRequestSchema,
} from '@dsb/core';
import { HttpError } from '../../platform/http/errors';
import { throwIfInvalid } from '../../platform/http/validation';
import { appOrigin, sendHtml } from '../auth';
import { autoPostPage, choiceRefusedPage, type ChoiceFields } from './deepLinking';
import { DEEP_LINK_MESSAGES } from './deepLinkingMessages';
import { completeDeepLink, deepLinkRequestFor, frameTokenUser } from './deepLinkingService';
import type { LtiFraming } from './framing';
import { currentSigningKey, ltiKeyCipher } from './keys';
import { messagePage } from './pages';

/**
 * Adding an activity (docs/product/lti.md, "Adding an activity (Deep Linking)"): the picker reads
 * the request, then posts the instructor's choice as an HTML form (inside the platform's iframe,
 * with the frame token as a field); the answer is a page that posts the signed response back.
 */
export default async function ltiDeepLinkingRoutes(
  fastify: FastifyInstance,
  { framing }: { framing: LtiFraming },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cipher = ltiKeyCipher(app.config.sessionSecret);

  app.get(
    '/api/lti/deep-link/:requestId',
    {
      config: { access: 'user' },
      attachValidation: true,
      schema: {
        params: ltiDeepLinkRequestParamsSchema,
        response: { 200: ltiDeepLinkRequestSchema },
      },
    },
    async (request) => {
      throwIfInvalid(request);
      return deepLinkRequestFor(app.db, request.user!._id, request.params.requestId);
    },
  );

  app.post(
    '/lti/deep-link',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: { body: ltiDeepLinkChoiceSchema },
    },
    async (request, reply) => {
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const field = (name: string) => (typeof raw[name] === 'string' ? raw[name] : '');
      const fields: ChoiceFields = {
        requestId: field('requestId'),
        token: field('token'),
        promptId: field('promptId'),
        rubricId: field('rubricId'),
        title: field('title'),
      };
      const refused = (status: number, message: string) =>
        sendHtml(
          reply,
          status,
          status === 400
            ? choiceRefusedPage(message, fields)
            : messagePage(DEEP_LINK_MESSAGES.refusedTitle, message),
        );
      const parsed = ltiDeepLinkChoiceSchema.safeParse(raw);
      if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
      const userId = await frameTokenUser(app.db, parsed.data.token);
      if (!userId) return refused(401, DEEP_LINK_MESSAGES.sessionEnded);
      try {
        const key = await currentSigningKey(app.db, cipher);
        const launchUrl = `${appOrigin(app, request)}/lti/launch`;
        const done = await completeDeepLink(app.db, key, userId, parsed.data, launchUrl);
        const { html, csp } = autoPostPage(done.returnUrl, done.jwt, framing.origins());
        reply.header('content-security-policy', csp);
        return sendHtml(reply, 200, html);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) {
          return refused(error.statusCode, error.message);
        }
        throw error;
      }
    },
  );
}
