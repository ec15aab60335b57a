import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_JSON_BODY_LIMIT_BYTES, MESSAGES } from '@dsb/core';
import type { AppConfig, TrustProxy } from './config';
import { HttpError } from './errors';
import './types';
import aiPlugin from './plugins/ai';
import dbPlugin from './plugins/db';
import embeddingsPlugin from './plugins/embeddings';
import jobsPlugin from './plugins/jobs';
import searchPlugin from './plugins/search';
import { registerBackPressure } from './plugins/pressure';
import seedPlugin from './plugins/seed';
import sessionPlugin from './plugins/session';
import speechPlugin from './plugins/speech';
import storagePlugin from './plugins/storage';
import { s3BrowserOrigin } from './storage/s3';
import { registerAccessControl } from './plugins/access';
import { registerErrorHandling, withSafeErrorLogging } from './plugins/errors';
import { withRedactedUrls } from './plugins/logRedaction';
import adminArticleRoutes from './routes/admin/articles/index';
import adminBackupRoutes from './routes/admin/backups/index';
import adminEvidenceRoutes from './routes/admin/evidence/index';
import adminPromptManagerRoutes from './routes/admin/prompts/index';
import adminScrapeRoutes from './routes/admin/scrape/index';
import adminStatsRoutes from './routes/admin/stats/index';
import adminUserRoutes from './routes/admin/users/index';
import aiRoutes from './routes/ai/index';
import authRoutes from './routes/auth/index';
import chatRoutes from './routes/chats/index';
import customLinkRoutes from './routes/customLinks/index';
import evidenceRoutes from './routes/evidence/index';
import googleRoutes from './routes/google/index';
import fileRoutes from './routes/files/index';
import healthRoutes from './routes/health/index';
import imageSearchRoutes from './routes/images/index';
import newsRoutes from './routes/news/index';
import promptRoutes from './routes/prompts/index';
import settingsRoutes from './routes/settings/index';
import speechRoutes from './routes/speech/index';
import storyRoutes from './routes/stories/index';
import videoRoutes from './routes/videos/index';
import webRoutes from './routes/web/index';

/** Fastify takes a hop count at run time, but its types only know a function for it. */
function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export type BuildOptions = { logger?: FastifyServerOptions['logger'] };

/** Builds the app: external plugins, then app plugins, then routes (DESIGN.md §3). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const app = Fastify({
    // Error logs never carry request bodies or story content (plugins/errors.ts), and logged
    // URLs never carry a link's token or a storage signature (plugins/logRedaction.ts).
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
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The sign-in popup must keep its link to the opener to report success.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // With no-referrer, browsers send `Origin: null` on same-origin form posts, failing the Origin check.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? undefined : false,
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
  await app.register(aiPlugin);
  // Job handlers are registered by the plugins and routes after it; the runner starts when ready.
  await app.register(jobsPlugin);
  await app.register(sessionPlugin);
  registerAccessControl(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(promptRoutes);
  await app.register(evidenceRoutes);
  await app.register(fileRoutes);
  await app.register(imageSearchRoutes);
  await app.register(storyRoutes);
  await app.register(customLinkRoutes);
  await app.register(settingsRoutes);
  await app.register(chatRoutes);
  await app.register(aiRoutes);
  await app.register(speechRoutes);
  await app.register(videoRoutes);
  await app.register(googleRoutes);
  await app.register(newsRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminScrapeRoutes);
  await app.register(adminEvidenceRoutes);
  await app.register(adminBackupRoutes);
  await app.register(adminArticleRoutes);
  await app.register(adminPromptManagerRoutes);
  await app.register(webRoutes);
  return app;
}
