import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelScrapingResponseSchema,
  loadSearchUrlsRequestSchema,
  loadSearchUrlsResponseSchema,
  processChartUrlsRequestSchema,
  processChartUrlsResponseSchema,
  scrapeProgressResponseSchema,
  scrapeSessionParamsSchema,
  scrapeSessionsResponseSchema,
} from '@dsb/core';
import { createScrapeHandler } from '../../../jobs/scrape';
import { resumeOverdueAutoSyncs, type AutoSyncDeps } from '../../../jobs/scrapeAutoSync';
import {
  cancelScrape,
  listScrapeSessions,
  scrapeProgress,
  startScrape,
} from '../../../jobs/scrapeSessions';
import { createScrapeFetcher } from '../../../scrape/fetcher';
import { loadSearchUrls } from '../../../services/scrapeService';
import { throwIfInvalid } from '../validation';

/**
 * Data Collector scraping (spec 2 §7): start a durable scrape job, poll it, cancel it, and load
 * the URLs of a search-results page. Scrape jobs and search pages share one fetcher (2 requests
 * per host, robots.txt read once per site).
 */
export default async function adminScrapeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const fetcher = createScrapeFetcher(app.config);
  const autoSync: AutoSyncDeps = { db: app.db, search: app.searchService.evidence, log: app.log };
  app.jobs.register(
    createScrapeHandler({
      db: app.db,
      storage: app.storage,
      fetcher,
      search: app.searchService,
      log: app.log,
    }),
  );
  // Automatic syncs a stopped server owed are run once this one is up (in the background).
  app.addHook('onReady', async () => {
    resumeOverdueAutoSyncs(autoSync).catch((error: unknown) =>
      app.log.error({ err: error }, 'resuming automatic syncs failed'),
    );
  });
  const admin = { access: 'admin' as const };

  app.post(
    '/api/admin/process-chart-urls',
    {
      // The spec's own messages ('Please enter at least one valid URL'), not `field: message`.
      config: admin,
      attachValidation: true,
      schema: {
        body: processChartUrlsRequestSchema,
        response: { 200: processChartUrlsResponseSchema },
      },
    },
    async (request) => {
      throwIfInvalid(request);
      return startScrape(app.jobs, app.db, request.user!._id, request.body);
    },
  );

  app.get(
    '/api/admin/scraping-progress/:sessionId',
    {
      config: admin,
      schema: {
        params: scrapeSessionParamsSchema,
        response: { 200: scrapeProgressResponseSchema },
      },
    },
    async (request) => scrapeProgress(app.jobs, request.params.sessionId, autoSync),
  );

  app.get(
    '/api/admin/scraping-sessions',
    { config: admin, schema: { response: { 200: scrapeSessionsResponseSchema } } },
    async () => listScrapeSessions(app.db),
  );

  app.post(
    '/api/admin/cancel-scraping/:sessionId',
    {
      config: admin,
      schema: {
        params: scrapeSessionParamsSchema,
        response: { 200: cancelScrapingResponseSchema },
      },
    },
    async (request) => cancelScrape(app.jobs, app.db, request.user!._id, request.params.sessionId),
  );

  app.post(
    '/api/admin/load-search-urls',
    {
      // 'Please enter a search URL' (spec 2 §5) as the error itself, not `field: message`.
      config: admin,
      attachValidation: true,
      schema: {
        body: loadSearchUrlsRequestSchema,
        response: { 200: loadSearchUrlsResponseSchema },
      },
    },
    async (request) => {
      throwIfInvalid(request);
      return loadSearchUrls(fetcher, app.db, request.user!._id, request.body.searchUrl);
    },
  );
}
