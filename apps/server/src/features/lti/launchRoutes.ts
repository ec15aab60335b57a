import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  appRoleOf,
  LTI_CLAIMS,
  LTI_FRAME_FRAGMENT,
  LTI_FRAME_TOKEN_MINUTES,
  ltiLaunchFormSchema,
  ltiLoginInitiationSchema,
  MESSAGES,
  type LtiLaunchProblem,
} from '@dsb/core';
import { recordActivitySafely } from '../../platform/activity/activityService';
import { createSession } from '../../platform/auth/sessionService';
import { users } from '../../platform/auth/tables';
import { outboundPolicyOf } from '../../platform/net/outboundFetch';
import { appOrigin, sendHtml } from '../auth';
import { publishedJwks } from './keys';
import { syncRostersAfterLaunch } from './gradesJobs';
import { landingFor } from './landing';
import { createLoginState, verifyLaunch } from './launchService';
import { LTI_MESSAGES } from './messages';
import { launchRefusedPage, messagePage } from './pages';
import { createPlatformJwks } from './platformJwks';
import { deploymentsOf, findPlatformForLogin, rememberFrameOrigins } from './platformService';
import type { LtiFraming } from './framing';
import { ensureLtiUser } from './users';

/**
 * The LTI 1.3 launch (docs/product/lti.md): the tool's public keys, the OIDC login initiation and
 * the signed launch. A refused launch answers its own page, opens no session, and leaves a
 * security-log line and an activity-log entry.
 */
/** The most a launch form may weigh (the id_token field takes up to 100,000 characters). */
export const LAUNCH_BODY_LIMIT_BYTES = 128 * 1024;

export default async function ltiLaunchRoutes(
  fastify: FastifyInstance,
  { framing }: { framing: LtiFraming },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const jwks = createPlatformJwks(outboundPolicyOf(app.config));
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  // A platform posts these forms from its own site: they are protected by the one-time state and
  // the signed token rather than by the Origin check (platform/auth/access.ts).
  const crossSite = { access: 'public' as const, acceptsCrossSitePost: true, rateLimit };

  async function refuse(
    reply: FastifyReply,
    refusal: { problem: LtiLaunchProblem; status: number; issuer: string | null; detail?: string },
  ) {
    const { problem, issuer, detail } = refusal;
    app.log.warn({ security: 'lti-launch-refused', problem, issuer, detail }, 'LTI launch refused');
    await recordActivitySafely(app.db, null, 'lti_sign_in_refused', { problem, issuer }, (error) =>
      app.log.warn({ err: error }, 'activity log write failed'),
    );
    return sendHtml(reply, refusal.status, launchRefusedPage(problem));
  }

  app.get('/lti/jwks', { config: { access: 'public' as const } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return publishedJwks(app.db);
  });

  async function login(request: FastifyRequest, reply: FastifyReply, fields: unknown) {
    const parsed = ltiLoginInitiationSchema.safeParse(fields);
    if (!parsed.success)
      return sendHtml(
        reply,
        400,
        messagePage(LTI_MESSAGES.launchRefusedTitle, LTI_MESSAGES.badLogin),
      );
    const initiation = parsed.data;
    const platform = await findPlatformForLogin(app.db, initiation.iss, initiation.client_id);
    if (!platform) {
      return refuse(reply, {
        problem: 'unknownPlatform',
        status: 401,
        issuer: initiation.iss.slice(0, 200),
      });
    }
    const deploymentId = initiation.lti_deployment_id;
    if (deploymentId && !(await deploymentsOf(app.db, platform.id)).includes(deploymentId)) {
      return refuse(reply, { problem: 'unknownDeployment', status: 400, issuer: platform.issuer });
    }
    const { state, nonce } = await createLoginState(
      app.db,
      platform.id,
      initiation.target_link_uri,
    );
    const target = new URL(platform.authLoginUrl);
    const parameters: Record<string, string> = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: `${appOrigin(app, request)}/lti/launch`,
      login_hint: initiation.login_hint,
      state,
      nonce,
      ...(initiation.lti_message_hint && { lti_message_hint: initiation.lti_message_hint }),
    };
    for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
    return reply.header('cache-control', 'no-store').redirect(target.href, 302);
  }

  // Schemas for docs/api.md; a failure gets the tool's own page (login checks them again).
  const loose = { config: crossSite, attachValidation: true };
  app.get(
    '/lti/login',
    { ...loose, schema: { querystring: ltiLoginInitiationSchema } },
    (request, reply) => login(request, reply, request.query),
  );
  app.post(
    '/lti/login',
    { ...loose, schema: { body: ltiLoginInitiationSchema } },
    (request, reply) => login(request, reply, request.body),
  );

  app.post(
    '/lti/launch',
    // An id_token with many claims can outgrow the app's 16 KB limit for forms.
    { ...loose, bodyLimit: LAUNCH_BODY_LIMIT_BYTES, schema: { body: ltiLaunchFormSchema } },
    async (request, reply) => {
      const form = ltiLaunchFormSchema.safeParse(request.body ?? {});
      const result = await verifyLaunch(app.db, jwks, form.success ? form.data : {});
      if ('problem' in result) return refuse(reply, result);
      const { platform, claims } = result;
      const role = appRoleOf(claims[LTI_CLAIMS.roles]);
      const userId = await ensureLtiUser(app.db, {
        platformId: platform.id,
        deploymentId: claims[LTI_CLAIMS.deploymentId],
        sub: claims.sub,
        name: claims.name ?? null,
        givenName: claims.given_name ?? null,
        email: claims.email ?? null,
        role,
        signingIn: true,
      });
      const [user] = await app.db
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, userId));
      if (user?.status !== 'active') {
        return sendHtml(
          reply,
          403,
          messagePage(LTI_MESSAGES.launchRefusedTitle, MESSAGES.accountDisabled),
        );
      }
      // The page the app lands on is framed by the platform's own site: allow it before landing.
      const returnUrls = [
        claims[LTI_CLAIMS.launchPresentation]?.return_url,
        claims[LTI_CLAIMS.deepLinkingSettings]?.deep_link_return_url,
      ];
      if (await rememberFrameOrigins(app.db, platform.id, returnUrls)) await framing.refresh();
      const landing = await landingFor(app.db, platform, claims, userId, role);
      if ('notSetUp' in landing) {
        return sendHtml(reply, 200, messagePage(LTI_MESSAGES.notSetUpTitle, LTI_MESSAGES.notSetUp));
      }
      if (role === 'teacher' && landing.linkId) await syncRostersAfterLaunch(app, landing.linkId);
      const token = await createSession(app.db, userId, LTI_FRAME_TOKEN_MINUTES * 60 * 1000);
      await recordActivitySafely(
        app.db,
        userId,
        'lti_sign_in',
        { platformId: platform.id, role, messageType: claims[LTI_CLAIMS.messageType] },
        (error) => app.log.warn({ err: error }, 'activity log write failed'),
      );
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${landing.path}#${LTI_FRAME_FRAGMENT}=${token}`, 303);
    },
  );
}
