import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ltiPlatformIdParamsSchema,
  ltiPlatformInputSchema,
  ltiPlatformListSchema,
  ltiPlatformSchema,
  ltiToolInfoSchema,
  type LtiToolInfo,
} from '@dsb/core';
import { recordActivity } from '../../platform/activity/activityService';
import { throwIfInvalid } from '../../platform/http/validation';
import { appOrigin } from '../auth';
import { ltiKeyCipher, rotateKeys, toolKeyList, currentSigningKey } from './keys';
import type { LtiFraming } from './framing';
import { createPlatform, deletePlatform, listPlatforms } from './platformService';

/**
 * The admin's LTI calls (docs/product/lti.md, "Registering a platform"): platforms registered by
 * hand, the addresses to copy into a platform, and the tool's signing keys.
 */
export default async function ltiAdminRoutes(
  fastify: FastifyInstance,
  { framing }: { framing: LtiFraming },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };
  const cipher = ltiKeyCipher(app.config.sessionSecret);

  const toolInfo = async (request: FastifyRequest): Promise<LtiToolInfo> => {
    const origin = appOrigin(app, request);
    await currentSigningKey(app.db, cipher); // the first visit makes the first key
    return {
      loginUrl: `${origin}/lti/login`,
      launchUrl: `${origin}/lti/launch`,
      jwksUrl: `${origin}/lti/jwks`,
      deepLinkUrl: `${origin}/lti/launch`,
      keys: await toolKeyList(app.db),
    };
  };

  app.get(
    '/api/admin/lti/platforms',
    { config: admin, schema: { response: { 200: ltiPlatformListSchema } } },
    async () => listPlatforms(app.db),
  );

  app.post(
    '/api/admin/lti/platforms',
    {
      config: admin,
      attachValidation: true,
      schema: { body: ltiPlatformInputSchema, response: { 201: ltiPlatformSchema } },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      const platform = await createPlatform(app.db, request.body, 'hand', request.user!._id);
      await framing.refresh();
      await recordActivity(app.db, request.user!._id, 'admin_lti_platform_add', {
        platformId: platform._id,
        issuer: platform.issuer,
        clientId: platform.clientId,
      });
      return reply.status(201).send(platform);
    },
  );

  app.delete(
    '/api/admin/lti/platforms/:id',
    { config: admin, attachValidation: true, schema: { params: ltiPlatformIdParamsSchema } },
    async (request) => {
      throwIfInvalid(request);
      await deletePlatform(app.db, request.params.id);
      await framing.refresh();
      await recordActivity(app.db, request.user!._id, 'admin_lti_platform_remove', {
        platformId: request.params.id,
      });
      return { success: true };
    },
  );

  app.get(
    '/api/admin/lti/tool',
    { config: admin, schema: { response: { 200: ltiToolInfoSchema } } },
    async (request) => toolInfo(request),
  );

  app.post(
    '/api/admin/lti/keys/rotate',
    { config: admin, schema: { response: { 200: ltiToolInfoSchema } } },
    async (request) => {
      const key = await rotateKeys(app.db, cipher);
      await recordActivity(app.db, request.user!._id, 'admin_lti_keys_rotate', { kid: key.kid });
      return toolInfo(request);
    },
  );
}
