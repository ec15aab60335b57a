import type { FastifyInstance } from 'fastify';
import type { BackupType } from '@dsb/core';
import { catchUpDeletions, deletionDeps } from '../deletion';
import { backupCatalog } from './backupCatalog';
import { createBackupHandler, createRestoreHandler } from './backupJobs';

/** What search keeps per collection: embeddings to fill and cached answers to drop. */
type SearchableCollection = { embedMissing: () => Promise<number>; invalidate: () => void };

/** The backup and restore job handlers, on the app's database, storage and search. */
export function registerBackupJobs(app: FastifyInstance) {
  const { catalog, signer } = backupCatalog(app);
  const search = app.searchService as unknown as Partial<Record<BackupType, SearchableCollection>>;
  const deps = {
    db: app.db,
    storage: app.storage,
    catalog,
    signer,
    log: app.log,
    // Restored rows keep their stored embeddings; those of another model (or none) are embedded
    // now, so search by meaning finds them at once. Text search needs nothing: its vector is a
    // generated column. If the embedder fails, the backfill at the next start retries.
    afterRestore: async (kind: BackupType) => {
      // Recorded user deletions hold for restored data too (decision 0052): applied again
      // before anything uses it. A failure is retried at the next start.
      await catchUpDeletions(deletionDeps(app)).catch((error: unknown) =>
        app.log.warn({ err: error }, 'applying user deletions after a restore failed'),
      );
      const collection = search[kind];
      if (!collection) return 0;
      try {
        return await collection.embedMissing();
      } catch (error) {
        app.log.warn(
          { err: error, kind },
          'embedding restored rows failed; the next start retries',
        );
        return 0;
      } finally {
        collection.invalidate();
      }
    },
  };
  app.jobs.register(createBackupHandler(deps));
  app.jobs.register(createRestoreHandler(deps));
}
