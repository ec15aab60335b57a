import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { BACKUP_ACTIVITY, BACKUP_TYPES, backupEntrySchema, type BackupType } from '@dsb/core';
import type { BackupCatalog } from './archive/catalog';
import type { BackupSigner } from './archive/signature';
import {
  CREATE_PHASES,
  RESTORE_PHASES,
  createCollectionBackup,
  restoreCollectionBackup,
  type RestoreOutcome,
} from './archive/collectionBackup';
import { BackupRefusedError } from './archive/format';
import type { Db } from '../../platform/db/client';
import { recordActivitySafely } from '../../platform/activity/activityService';
import type { ObjectStorage } from '../../platform/storage/storage';
import { ProgressReporter } from '../../platform/jobs/progress';
import type { JobHandler } from '../../platform/jobs/types';

/** Job kinds of the Backup Manager: one item each, its progress reported inside the item. */
export const BACKUP_JOB_KIND = 'backup';
export const RESTORE_JOB_KIND = 'backup-restore';
export const BACKUP_JOB_KINDS = [BACKUP_JOB_KIND, RESTORE_JOB_KIND] as const;

export const backupPayloadSchema = z.object({
  type: z.enum(BACKUP_TYPES),
  userId: z.string().nullable(),
});
export const restorePayloadSchema = backupPayloadSchema.extend({
  s3URL: z.string(),
  confirmNotMadeHere: z.boolean().default(false),
});

/** What a finished backup job keeps as its result. */
export const backupResultSchema = z.object({ backup: backupEntrySchema });

/** Shown when something other than the archive failed; the log has the cause. */
const FAILED = {
  backup: 'The backup could not be written. Nothing was changed; see the server log.',
  restore: 'The restore could not be completed. Nothing was changed; see the server log.',
} as const;

export type BackupJobDeps = {
  db: Db;
  storage: ObjectStorage;
  catalog: BackupCatalog;
  signer: BackupSigner;
  log: FastifyBaseLogger;
  /** Brings search up to date after a restore; returns the rows it embedded. Never throws. */
  afterRestore: (kind: BackupType) => Promise<number>;
};

/**
 * The error an admin sees: a refused archive says what is wrong with it; anything else is logged
 * in full and named in general terms.
 */
function shownError(deps: BackupJobDeps, operation: keyof typeof FAILED, error: unknown): Error {
  if (error instanceof BackupRefusedError) return error;
  deps.log.error({ err: error }, `${operation} failed`);
  return new Error(FAILED[operation]);
}

/** Creates a backup of evidence or articles (POST /api/admin/backup, /backup/articles). */
export function createBackupHandler(
  deps: BackupJobDeps,
): JobHandler<unknown, unknown, z.infer<typeof backupResultSchema>> {
  return {
    kind: BACKUP_JOB_KIND,
    // Started again from the beginning on another server: a half-written backup is never stored.
    resumable: true,
    run: async (_input, context) => {
      const { type, userId } = backupPayloadSchema.parse(context.payload);
      const progress = new ProgressReporter(deps.db, context.jobId, CREATE_PHASES);
      const logError = (error: unknown) =>
        deps.log.warn({ err: error }, 'activity log write failed');
      try {
        const { entry, manifest } = await createCollectionBackup(
          deps,
          type,
          progress,
          context.signal,
        );
        deps.catalog.remember(entry.s3URL, entry.size, manifest);
        await recordActivitySafely(
          deps.db,
          userId,
          BACKUP_ACTIVITY.created,
          { type, filename: entry.filename, items: manifest.counts.rows, size: entry.size },
          logError,
        );
        return { backup: entry };
      } catch (error) {
        if (context.signal.aborted) throw error;
        const shown = shownError(deps, 'backup', error);
        await recordActivitySafely(
          deps.db,
          userId,
          BACKUP_ACTIVITY.failed,
          { operation: 'backup', type, error: shown.message },
          logError,
        );
        throw shown;
      }
    },
  };
}

/** Restores a collection from a backup (POST /api/admin/backup/restore). */
export function createRestoreHandler(
  deps: BackupJobDeps,
): JobHandler<unknown, unknown, RestoreOutcome> {
  return {
    kind: RESTORE_JOB_KIND,
    // A restore stopped halfway is not picked up again: the admin sees 'interrupted' and decides.
    resumable: false,
    run: async (_input, context) => {
      const { type, userId, s3URL, confirmNotMadeHere } = restorePayloadSchema.parse(
        context.payload,
      );
      const progress = new ProgressReporter(deps.db, context.jobId, RESTORE_PHASES);
      const logError = (error: unknown) => deps.log.warn({ err: error }, 'progress write failed');
      try {
        const outcome = await restoreCollectionBackup(
          deps,
          { key: s3URL, kind: type, confirmNotMadeHere },
          progress,
          context.signal,
          logError,
        );
        await recordActivitySafely(
          deps.db,
          userId,
          BACKUP_ACTIVITY.restored,
          { type, filename: outcome.filename, items: outcome.rows, files: outcome.files },
          logError,
        );
        return outcome;
      } catch (error) {
        if (context.signal.aborted) throw error;
        const shown = shownError(deps, 'restore', error);
        await recordActivitySafely(
          deps.db,
          userId,
          BACKUP_ACTIVITY.failed,
          { operation: 'restore', type, filename: s3URL, error: shown.message },
          logError,
        );
        throw shown;
      }
    },
  };
}
