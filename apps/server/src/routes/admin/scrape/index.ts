import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelScrapingResponseSchema,
  processChartUrlsRequestSchema,
  processChartUrlsResponseSchema,
  scrapeProgressResponseSchema,
  scrapeSessionParamsSchema,
} from '@dsb/core';
import { createScrapeHandler } from '../../../jobs/scrape';
import { cancelScrape, scrapeProgress, startScrape } from '../../../jobs/scrapeSessions';
import { throwIfInvalid } from '../validation';

/** Data Collector scraping (spec 2 §7): start a durable scrape job, poll it, cancel it. */
export default async function adminScrapeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.jobs.register(createScrapeHandler({ db: app.db, storage: app.storage, config: app.config }));
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
    async (request) => scrapeProgress(app.jobs, request.params.sessionId),
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
}
