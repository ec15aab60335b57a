import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DeletionDeps } from './deletionService';

export {
  catchUpDeletions,
  deleteUserCompletely,
  reapplyDeletions,
  resumePendingDeletions,
  FORMER_MEMBER,
  type DeletionDeps,
} from './deletionService';
export { findDeletionOf } from './ledger';
export { userDeletions } from './tables';

/** The deletion's dependencies from the app: database, storage, narration cache, ledger folder. */
export function deletionDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): DeletionDeps {
  return {
    db: app.db,
    storage: app.storage,
    speech: app.speech,
    ledgerDir: path.join(app.config.dataDir, 'deletions'),
    log,
  };
}
