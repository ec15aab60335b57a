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
import { cancelScrape, listScrapeSessions, scrapeProgress, startScrape } from './collectSessions';
import type { AutoSyncDeps } from './autoSync';
import { collectorFetcher } from './collectorFetcher';
import { loadSearchUrls } from './collectorService';
import { throwIfInvalid } from '../../platform/http/validation';

/**
 * Data Collector scraping (docs/product/data-collector.md): start a durable scrape job, poll it,
 * cancel it, and load the URLs of a search-results page. Scrape jobs (jobHandlers.ts) and search
 * pages share one fetcher (2 requests per host, robots.txt read once per site).
 */
export default async function adminCollectorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const fetcher = collectorFetcher(app.config);
  const autoSync: AutoSyncDeps = { db: app.db, search: app.searchService.evidence, log: app.log };
  const admin = { access: 'admin' as const };

  app.post(
    '/api/admin/process-chart-urls',
    {
      // The screen's own messages ('Please enter at least one valid URL'), not `field: message`.
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
      // 'Please enter a search URL' (docs/product/data-collector.md) as the error itself, not
      // `field: message`.
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
