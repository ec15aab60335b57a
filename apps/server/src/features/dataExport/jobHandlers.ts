import type { FastifyInstance } from 'fastify';
import type { PrivacyDeclaration } from '../../platform/privacy/declaration';
import { createExportHandler } from './exportJob';
import { sweepExpiredExports } from './exportService';

const SWEEP_MS = 60 * 60 * 1000;

/**
 * The data export job, and the hourly sweep that removes exports older than their link's 7 days.
 * The inventory comes from composition (a feature may not gather the others' declarations).
 */
export function registerDataExportJobs(
  app: FastifyInstance,
  inventory: Readonly<Record<string, PrivacyDeclaration>>,
) {
  app.jobs.register(
    createExportHandler({ db: app.db, storage: app.storage, log: app.log, inventory }),
  );
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    void sweepExpiredExports(app.db, app.storage).catch((error: unknown) =>
      app.log.warn({ err: error }, 'removing expired data exports failed'),
    );
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
