import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BACKUP_ACTIVITY,
  BACKUP_MESSAGES,
  type BackupDeleteRequest,
  type BackupJobStartedResponse,
  type BackupJobStatusResponse,
  type BackupType,
} from '@dsb/core';
import type { BackupCatalog } from './archive/catalog';
import type { Db } from '../../platform/db/client';
import { jobs as jobsTable } from '../../platform/jobs/tables';
import { HttpError } from '../../platform/http/errors';
import { recordActivity } from '../../platform/activity/activityService';
import type { ObjectStorage } from '../../platform/storage/storage';
import {
  BACKUP_JOB_KIND,
  BACKUP_JOB_KINDS,
  RESTORE_JOB_KIND,
  backupPayloadSchema,
  backupResultSchema,
  restorePayloadSchema,
} from './backupJobs';
import type { Jobs } from '../../platform/jobs/jobs';
import { readItemProgress } from '../../platform/jobs/progress';
import { createJob, type Job } from '../../platform/jobs/queue';

// Backup and restore sessions are jobs of kinds 'backup' and 'backup-restore', one item each
// (docs/product/backups.md); the screen polls GET /api/admin/backup/jobs/{jobId}.

const OPEN = ['pending', 'running'] as const;

/** The backup or restore that is running now, if any (one at a time, across all servers). */
async function openBackupJob(db: Pick<Db, 'select'>): Promise<Job | null> {
  const [job] = await db
    .select()
    .from(jobsTable)
    .where(
      and(inArray(jobsTable.kind, [...BACKUP_JOB_KINDS]), inArray(jobsTable.status, [...OPEN])),
    )
    .limit(1);
  return job ?? null;
}

type StartRequest =
  | { operation: 'backup'; type: BackupType }
  | { operation: 'restore'; type: BackupType; s3URL: string; confirmNotMadeHere: boolean };

/**
 * Starts a backup or a restore as a job, unless one is already running (409). The check and the
 * insert hold one advisory lock, so two admins clicking at once cannot both start. A restore of
 * an archive this install did not sign answers 409 unless the admin confirmed it (the job checks
 * again on the bytes it unpacks).
 */
export async function startBackupJob(
  jobs: Jobs,
  db: Db,
  catalog: BackupCatalog,
  userId: string,
  request: StartRequest,
): Promise<BackupJobStartedResponse> {
  if (request.operation === 'restore') {
    const origin = await catalog.origin(request.s3URL);
    if (origin === 'missing') throw new HttpError(404, BACKUP_MESSAGES.notFound);
    if (origin === 'notMadeHere' && !request.confirmNotMadeHere) {
      throw new HttpError(409, BACKUP_MESSAGES.confirmNotMadeHere, {
        success: false,
        message: BACKUP_MESSAGES.confirmNotMadeHere,
        notMadeHere: true,
      });
    }
  }
  const jobId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dsb:backup-jobs'))`);
    const running = await openBackupJob(tx);
    if (running) {
      throw new HttpError(409, BACKUP_MESSAGES.busy, {
        success: false,
        message: BACKUP_MESSAGES.busy,
        jobId: running.id,
      });
    }
    const payload =
      request.operation === 'backup'
        ? { type: request.type, userId }
        : {
            type: request.type,
            userId,
            s3URL: request.s3URL,
            confirmNotMadeHere: request.confirmNotMadeHere,
          };
    return createJob(tx as unknown as Db, {
      kind: request.operation === 'backup' ? BACKUP_JOB_KIND : RESTORE_JOB_KIND,
      payload,
      items: [{}],
      createdBy: userId,
    });
  });
  jobs.runner.wake();
  const restore =
    request.operation === 'restore'
      ? { filename: request.s3URL, confirmNotMadeHere: request.confirmNotMadeHere }
      : {};
  await recordActivity(
    db,
    userId,
    request.operation === 'backup' ? BACKUP_ACTIVITY.create : BACKUP_ACTIVITY.restore,
    { type: request.type, jobId, ...restore },
  );
  const message =
    request.operation === 'restore'
      ? BACKUP_MESSAGES.restoreStarted
      : request.type === 'evidence'
        ? BACKUP_MESSAGES.evidenceStarted
        : BACKUP_MESSAGES.articlesStarted;
  return { success: true, message, jobId };
}

const PHASE_LABELS: Record<string, string> = {
  rows: 'Copying rows',
  files: 'Copying files',
  packing: 'Packing the archive',
  uploading: 'Storing the archive',
  verifying: 'Checking the archive',
  embeddings: 'Updating search',
};

const count = (n: number) => n.toLocaleString('en-US');

/** The state of a backup or restore for the screen's poll; 404 for any other job. */
export async function backupJobStatus(jobs: Jobs, jobId: string): Promise<BackupJobStatusResponse> {
  const job = await jobs.get(jobId);
  if (!job || !(BACKUP_JOB_KINDS as readonly string[]).includes(job.kind)) {
    throw new HttpError(404, BACKUP_MESSAGES.jobNotFound);
  }
  const operation: 'backup' | 'restore' = job.kind === BACKUP_JOB_KIND ? 'backup' : 'restore';
  const payload = (operation === 'backup' ? backupPayloadSchema : restorePayloadSchema).parse(
    job.payload,
  );
  const base = { success: true as const, jobId, operation, type: payload.type, status: job.status };
  if (job.status === 'done') {
    const backup = backupResultSchema.safeParse(job.result);
    const done =
      operation === 'restore'
        ? BACKUP_MESSAGES.restored
        : payload.type === 'evidence'
          ? BACKUP_MESSAGES.evidenceCreated
          : BACKUP_MESSAGES.articlesCreated;
    return {
      ...base,
      progress: 100,
      processed: 1,
      total: 1,
      phase: 'done',
      message: done,
      error: null,
      backup: backup.success ? backup.data.backup : null,
    };
  }
  const reported = job.status === 'running' ? readItemProgress(job.result) : null;
  const phase = reported?.phase ?? (job.status === 'pending' ? 'waiting' : job.status);
  const message =
    job.error ??
    (job.status === 'pending'
      ? 'Waiting to start'
      : job.status === 'cancelled'
        ? 'Cancelled'
        : reported
          ? `${PHASE_LABELS[reported.phase] ?? reported.phase}: ${count(reported.processed)} / ${count(reported.total)}`
          : 'Starting');
  return {
    ...base,
    progress: reported?.percent ?? 0,
    processed: reported?.processed ?? 0,
    total: reported?.total ?? 0,
    phase,
    message,
    error: job.error,
    backup: null,
  };
}

/** Deletes a backup archive; not the one a running restore is reading. */
export async function deleteBackup(
  db: Db,
  storage: ObjectStorage,
  catalog: BackupCatalog,
  userId: string,
  request: BackupDeleteRequest,
): Promise<{ success: true; message: string }> {
  if (!(await storage.headObject(request.s3URL))) {
    throw new HttpError(404, BACKUP_MESSAGES.notFound);
  }
  const [reading] = await db
    .select({ id: jobsTable.id })
    .from(jobsTable)
    .where(
      and(
        eq(jobsTable.kind, RESTORE_JOB_KIND),
        inArray(jobsTable.status, [...OPEN]),
        sql`${jobsTable.payload} ->> 's3URL' = ${request.s3URL}`,
      ),
    )
    .limit(1);
  if (reading) throw new HttpError(409, BACKUP_MESSAGES.inUse);
  await storage.deleteObject(request.s3URL);
  catalog.forget(request.s3URL);
  await recordActivity(db, userId, BACKUP_ACTIVITY.delete, { filename: request.filename });
  return { success: true, message: BACKUP_MESSAGES.deleted };
}
