import fp from 'fastify-plugin';
import { registerBackupJobs } from '../features/backups/jobHandlers';
import { registerCollectorJobs } from '../features/collector/jobHandlers';
import { registerDataExportJobs } from '../features/dataExport';
import { registerLtiServiceJobs } from '../features/lti/gradesJobs';
import { registerVideoJobs } from '../features/video/jobHandlers';
import { registerRetentionJobs } from '../features/retention';
import { PRIVACY_INVENTORY } from './privacyInventory';
import { retentionHandlers } from './retentionHandlers';

/**
 * Every kind of background job, registered in one place at start and independent of the HTTP
 * routes: a server runs (and resumes) its jobs whichever routes it serves. The runner starts
 * once the app is ready (platform/jobs/plugin.ts).
 */
export default fp(
  async (app) => {
    registerBackupJobs(app);
    registerCollectorJobs(app);
    // The export carries what the data inventory declares (docs/product/data-export.md).
    registerDataExportJobs(app, PRIVACY_INVENTORY);
    registerLtiServiceJobs(app);
    registerVideoJobs(app);
    // Each kind's owner deletes its own expired items; the retention job runs them daily.
    registerRetentionJobs(app, retentionHandlers(app));
  },
  { name: 'job-handlers', dependencies: ['jobs', 'db', 'storage', 'search', 'speech'] },
);
