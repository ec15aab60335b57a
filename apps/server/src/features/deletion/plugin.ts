import fp from 'fastify-plugin';
import { catchUpDeletions } from './deletionService';
import { deletionDeps } from './index';

/**
 * At start, before the server serves anything: finishes deletions a stopped server left pending,
 * and deletes again every account a restored backup brought back (catchUpDeletions).
 */
export default fp(
  async (app) => {
    const done = await catchUpDeletions(deletionDeps(app));
    if (done.imported + done.resumed + done.reapplied > 0) {
      app.log.info(done, 'user deletions brought up to date');
    }
  },
  { name: 'user-deletions', dependencies: ['db', 'storage', 'speech'] },
);
