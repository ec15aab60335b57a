import type { FastifyInstance } from 'fastify';
import { resumeOverdueAutoSyncs, type AutoSyncDeps } from './autoSync';
import { collectorFetcher } from './collectorFetcher';
import { createScrapeHandler } from './collectJob';

/** The scrape job handler, and the automatic syncs a stopped server owed (run once it is up). */
export function registerCollectorJobs(app: FastifyInstance) {
  app.jobs.register(
    createScrapeHandler({
      db: app.db,
      storage: app.storage,
      fetcher: collectorFetcher(app.config),
      search: app.searchService,
      log: app.log,
    }),
  );
  const autoSync: AutoSyncDeps = { db: app.db, search: app.searchService.evidence, log: app.log };
  app.addHook('onReady', async () => {
    resumeOverdueAutoSyncs(autoSync).catch((error: unknown) =>
      app.log.error({ err: error }, 'resuming automatic syncs failed'),
    );
  });
}
