import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_JSON_BODY_LIMIT_BYTES, MESSAGES } from '@dsb/core';
import type { AppConfig, TrustProxy } from './platform/config/config';
import { HttpError } from './platform/http/errors';
import './platform/http/types';
import dbPlugin from './platform/db/plugin';
import embeddingsPlugin from './platform/embeddings/plugin';
import jobsPlugin from './platform/jobs/plugin';
import searchPlugin from './composition/searchPlugin';
import { registerBackPressure } from './platform/http/backPressure';
import seedPlugin from './composition/seedPlugin';
import sessionPlugin from './platform/auth/sessionPlugin';
import speechPlugin from './platform/speech/plugin';
import storagePlugin from './platform/storage/plugin';
import { s3BrowserOrigin } from './platform/storage/s3Origin';
import { registerAccessControl } from './platform/auth/access';
import { registerErrorHandling, withSafeErrorLogging } from './platform/http/errorHandling';
import { withRedactedUrls } from './platform/http/logRedaction';
import settingsRoutes from './features/account/routes';
import accessLogRoutes from './features/accessLog/routes';
import retentionRoutes from './features/retention/routes';
import aiPlugin from './features/aiHelp/plugin';
import aiRoutes from './features/aiHelp/routes';
import chatRoutes from './features/aiHelp/chatRoutes';
import adminArticleRoutes from './features/articles/adminRoutes';
import authRoutes from './features/auth/routes';
import adminBackupRoutes from './features/backups/adminRoutes';
import adminCollectorRoutes from './features/collector/adminRoutes';
import customLinkRoutes from './features/customLinks/routes';
import { dataExportRoutes } from './features/dataExport';
import feedbackRoutes from './features/feedback/routes';
import { classFeedback, handedInStories } from './features/feedback';
import { feedbackHooksFor } from './composition/feedbackHooks';
import { ltiGradeHooks } from './features/lti/gradesJobs';
import { rosterSyncOnClassOpen, withGradeStatus } from './composition/ltiClassView';
import adminEvidenceRoutes from './features/evidence/adminRoutes';
import savedChartRoutes from './features/savedCharts/routes';
import adminSavedChartRoutes from './features/savedCharts/adminRoutes';
import evidenceRoutes from './features/evidence/routes';
import fileRoutes from './features/files/routes';
import googleRoutes from './features/googleSlides/routes';
import headlinesRoutes from './features/headlines/routes';
import healthRoutes from './features/health/routes';
import imageSearchRoutes from './features/imageSearch/routes';
import adminPromptManagerRoutes from './features/prompts/adminRoutes';
import promptRoutes from './features/prompts/routes';
import rubricRoutes from './features/rubrics/routes';
import speechRoutes from './features/speech/routes';
import adminStatsRoutes from './features/stats/adminRoutes';
import privacyInventoryRoutes from './composition/privacyInventoryRoutes';
import storyRoutes from './features/stories/routes';
import storyMemberRoutes from './features/stories/members/routes';
import adminUserRoutes from './features/users/adminRoutes';
import deletionRoutes from './features/deletion/routes';
import userDeletionsPlugin from './features/deletion/plugin';
import { rosterRoutes } from './features/roster';
import videoRoutes from './features/video/routes';
import webRoutes from './features/webApp/routes';
import jobHandlers from './composition/jobHandlers';
import { storyHooksFor } from './composition/storyHooks';
import { reviewBeforeSharingGate } from './composition/reviewBeforeSharing';
import collabRoutes from './features/collab/routes';
import ltiRoutes from './features/lti/routes';
import { createLtiFraming } from './features/lti';
import { createLiveDocuments } from './features/collab';

/** Fastify takes a hop count at run time, but its types only know a function for it. */
function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export type BuildOptions = { logger?: FastifyServerOptions['logger'] };

/** Builds the app: external plugins, then app plugins, then routes (docs/architecture.md). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const app = Fastify({
    // Error logs never carry request bodies or story content (platform/http/errorHandling.ts), and
    // logged URLs never carry a link's token or a storage signature
    // (platform/http/logRedaction.ts).
    logger: withRedactedUrls(withSafeErrorLogging(options.logger ?? { level: config.logLevel })),
    bodyLimit: DEFAULT_JSON_BODY_LIMIT_BYTES,
    // Opening the database can take longer than Fastify's default 10 s plugin timeout: a first
    // start creates the PGlite cluster and migrates (5-9 s on 2 cores), more on slow machines.
    pluginTimeout: 120_000,
    // Forwarded headers are believed only from the proxy TRUST_PROXY names (default: none), so a
    // client cannot pick its own address to dodge the sign-in rate limit.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Errors Fastify raises before routing (e.g. a malformed URL) also answer `{ error }`.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .status(error.statusCode ?? 400)
        .send({ error: 'Bad request: the address or headers are malformed' });
    },
  });
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // The dev sign-in page posts an HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  await app.register(cookie, { secret: config.sessionSecret });
  // With S3, the browser uploads to and loads images from the bucket's own origin.
  const storageOrigins = config.s3 ? [s3BrowserOrigin(config.s3)] : [];
  // Registered learning platforms show the app in their page (docs/product/lti.md).
  const ltiFraming = createLtiFraming();
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through a <style> element and style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...storageOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'", () => ltiFraming.directive()],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The sign-in popup must keep its link to the opener to report success.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // With no-referrer, browsers send `Origin: null` on same-origin form posts, failing the Origin check.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? undefined : false,
    // frame-ancestors above decides who may frame the app; X-Frame-Options cannot name platforms.
    xFrameOptions: false,
  });
  await app.register(rateLimit, {
    global: false,
    // The plugin throws what this returns; an HttpError keeps the message through the error handler.
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, MESSAGES.rateLimited, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });

  await app.register(dbPlugin);
  // Before every route, so a busy server refuses at once rather than queueing (health exempt).
  await registerBackPressure(app);
  await app.register(embeddingsPlugin);
  await app.register(searchPlugin);
  // Storage comes before seeding: the evidence seed stores rendered chart images.
  await app.register(storagePlugin);
  await app.register(speechPlugin);
  await app.register(seedPlugin);
  // Before anything is served: interrupted deletions finish, restored accounts are deleted again.
  await app.register(userDeletionsPlugin);
  await app.register(aiPlugin);
  // Every job kind is registered here, whichever routes follow; the runner starts when ready.
  await app.register(jobsPlugin);
  await app.register(jobHandlers);
  await app.register(sessionPlugin);
  registerAccessControl(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(promptRoutes);
  await app.register(evidenceRoutes);
  await app.register(fileRoutes, { gate: reviewBeforeSharingGate(app.db) });
  await app.register(imageSearchRoutes);
  // Stories open for editing together: one set per server (docs/product/group-work.md).
  const documents = createLiveDocuments({
    db: app.db,
    log: app.log,
    notifications: app.notifications,
    handedIn: (storyIds) => handedInStories(app.db, storyIds),
  });
  await documents.start();
  const storyHooks = storyHooksFor(documents);
  await app.register(storyRoutes, { hooks: storyHooks });
  await app.register(storyMemberRoutes, { hooks: storyHooks });
  await app.register(savedChartRoutes, { hooks: storyHooks });
  await app.register(collabRoutes, { documents });
  await app.register(customLinkRoutes, {
    classFeedback: withGradeStatus(classFeedback),
    classOpened: rosterSyncOnClassOpen(app),
  });
  await app.register(ltiRoutes, { framing: ltiFraming });
  await app.register(feedbackRoutes, {
    hooks: feedbackHooksFor(documents, ltiGradeHooks(app)),
  });
  await app.register(rubricRoutes);
  await app.register(settingsRoutes);
  await app.register(accessLogRoutes);
  await app.register(retentionRoutes);
  await app.register(chatRoutes);
  await app.register(aiRoutes);
  await app.register(speechRoutes);
  await app.register(videoRoutes);
  await app.register(googleRoutes);
  await app.register(headlinesRoutes);
  await app.register(adminUserRoutes);
  await app.register(dataExportRoutes);
  await app.register(deletionRoutes);
  await app.register(rosterRoutes);
  await app.register(adminStatsRoutes);
  await app.register(privacyInventoryRoutes);
  await app.register(adminCollectorRoutes);
  await app.register(adminEvidenceRoutes);
  await app.register(adminSavedChartRoutes);
  await app.register(adminBackupRoutes);
  await app.register(adminArticleRoutes);
  await app.register(adminPromptManagerRoutes);
  await app.register(webRoutes);
  return app;
}
