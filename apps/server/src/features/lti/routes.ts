import type { FastifyInstance } from 'fastify';
import ltiAdminRoutes from './adminRoutes';
import ltiDeepLinkingRoutes from './deepLinkingRoutes';
import ltiFrameRoutes from './frameRoutes';
import ltiGradeRoutes from './gradesRoutes';
import type { LtiFraming } from './framing';
import ltiLaunchRoutes from './launchRoutes';
import ltiRegistrationRoutes from './registrationRoutes';

/**
 * LTI 1.3 (docs/product/lti.md, docs/decisions/0045-lti.md): every route of the feature, one
 * module each. The platforms registered here may frame the app (`framing`, in the CSP).
 */
export default async function ltiRoutes(
  app: FastifyInstance,
  { framing }: { framing: LtiFraming },
) {
  const stop = await framing.follow(app.db, (error) =>
    app.log.warn({ err: error }, 'loading the LTI platforms allowed to frame the app failed'),
  );
  app.addHook('onClose', async () => stop());

  await app.register(ltiAdminRoutes, { framing });
  await app.register(ltiLaunchRoutes, { framing });
  await app.register(ltiFrameRoutes);
  await app.register(ltiDeepLinkingRoutes, { framing });
  await app.register(ltiRegistrationRoutes, { framing });
  await app.register(ltiGradeRoutes);
}
