import type { FastifyInstance } from 'fastify';
import type { RetentionHandler } from '../../platform/privacy/retention';
import { lastRunAt, runRetention } from './retentionService';

export const RETENTION_JOB_KIND = 'retention';
/** A run is due once the latest is this old; a little under a day so the hour check keeps time. */
const DUE_AFTER_MS = 23 * 3_600_000;
/** How often each server looks whether a run is due; the first look is a minute after start. */
const CHECK_EVERY_MS = 3_600_000;
const FIRST_CHECK_MS = 60_000;

const isDue = async (app: FastifyInstance, now: Date) => {
  const last = await lastRunAt(app.db);
  return !last || now.getTime() - last.getTime() >= DUE_AFTER_MS;
};

/**
 * The daily retention job (docs/product/retention.md) through the one job mechanism: each server
 * checks hourly whether a day has passed since the latest run and creates a job if so. The job
 * checks again before it runs, so two servers starting one each run it once; a second run would
 * anyway only find nothing more to delete and owners already warned.
 */
export function registerRetentionJobs(app: FastifyInstance, handlers: readonly RetentionHandler[]) {
  app.jobs.register({
    kind: RETENTION_JOB_KIND,
    // Deleting is idempotent: a run cut short is simply done again.
    run: async () => {
      const now = new Date();
      if (!(await isDue(app, now))) return { skipped: 'a run already happened today' };
      const run = await runRetention({ db: app.db, handlers }, now);
      app.log.info({ retention: run }, 'retention run finished');
      return run;
    },
  });

  const check = () =>
    isDue(app, new Date())
      .then((due) => (due ? app.jobs.create({ kind: RETENTION_JOB_KIND, items: [{}] }) : null))
      .catch((error: unknown) => app.log.warn({ err: error }, 'starting a retention run failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setTimeout(function again() {
      void check();
      timer = setTimeout(again, CHECK_EVERY_MS).unref();
    }, FIRST_CHECK_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
