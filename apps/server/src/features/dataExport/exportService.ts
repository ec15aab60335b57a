import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  DATA_EXPORT_MESSAGES,
  EXPORT_LINK_DAYS,
  dataExportDownloadPath,
  type DataExportStatus,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { itemProgressSchema } from '../../platform/jobs/progress';
import type { Job } from '../../platform/jobs/queue';
import { jobs as jobsTable } from '../../platform/jobs/tables';
import type { ObjectStorage, StoredObject } from '../../platform/storage/storage';
import { DATA_EXPORT_JOB_KIND, exportResultSchema } from './exportJob';

const LINK_MS = EXPORT_LINK_DAYS * 24 * 60 * 60 * 1000;
const SWEEP_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Who asks: a job is seen by the person it exports, the one who started it, and admins. */
export type Viewer = { id: string; isAdmin: boolean };

export class ExportNotFoundError extends Error {
  constructor() {
    super(DATA_EXPORT_MESSAGES.notFound);
  }
}
export class ExportGoneError extends Error {
  constructor() {
    super(DATA_EXPORT_MESSAGES.expired);
  }
}

const exportedUserOf = (job: Job) => (job.payload as { userId?: string }).userId;

// Starts are serialized per user on this server, so two quick clicks make one job.
const starting = new Map<string, Promise<string>>();

/** Starts an export of `userId` or returns the one already under way (one at a time per user). */
export function startExport(jobs: Jobs, db: Db, userId: string, by: string): Promise<string> {
  const before = starting.get(userId) ?? Promise.resolve('');
  const next = before
    .catch(() => '')
    .then(async () => {
      const [open] = await db
        .select({ id: jobsTable.id })
        .from(jobsTable)
        .where(
          and(
            eq(jobsTable.kind, DATA_EXPORT_JOB_KIND),
            inArray(jobsTable.status, ['pending', 'running']),
            sql`${jobsTable.payload}->>'userId' = ${userId}`,
          ),
        )
        .limit(1);
      if (open) return open.id;
      return jobs.create({
        kind: DATA_EXPORT_JOB_KIND,
        payload: { userId },
        items: [{}],
        createdBy: by,
      });
    });
  starting.set(userId, next);
  void next.finally(() => {
    if (starting.get(userId) === next) starting.delete(userId);
  });
  return next;
}

/** The export job, if the viewer may see it; anyone else is told there is none (404). */
async function visibleExport(jobs: Jobs, jobId: string, viewer: Viewer): Promise<Job> {
  const job = await jobs.get(jobId);
  if (!job || job.kind !== DATA_EXPORT_JOB_KIND) throw new ExportNotFoundError();
  const mine = exportedUserOf(job) === viewer.id || job.createdBy === viewer.id;
  if (!mine && !viewer.isAdmin) throw new ExportNotFoundError();
  return job;
}

const expiresAt = (job: Job) =>
  job.finishedAt ? new Date(job.finishedAt.getTime() + LINK_MS) : null;

/** Removes an expired export's file; true when the job's link has expired. */
async function expired(storage: ObjectStorage, job: Job, now: Date): Promise<boolean> {
  const until = expiresAt(job);
  if (job.status !== 'done' || !until || until > now) return false;
  const result = exportResultSchema.safeParse(job.result);
  if (result.success) await storage.deleteObject(result.data.key);
  return true;
}

export async function exportStatus(
  jobs: Jobs,
  storage: ObjectStorage,
  jobId: string,
  viewer: Viewer,
  now = new Date(),
): Promise<DataExportStatus> {
  const job = await visibleExport(jobs, jobId, viewer);
  if (await expired(storage, job, now)) return { status: 'expired', progress: 100 };
  if (job.status === 'done') {
    return {
      status: 'done',
      progress: 100,
      url: dataExportDownloadPath(job.id),
      expiresAt: expiresAt(job)!.toISOString(),
    };
  }
  if (job.status === 'pending' || job.status === 'running') {
    const inside = itemProgressSchema.safeParse(job.result);
    return { status: job.status, progress: inside.success ? inside.data.percent : 0 };
  }
  return { status: 'failed', progress: 0, error: job.error ?? undefined };
}

/** The ZIP of a finished export, streamed from storage. */
export async function exportDownload(
  jobs: Jobs,
  storage: ObjectStorage,
  jobId: string,
  viewer: Viewer,
  now = new Date(),
): Promise<{ stored: StoredObject; userId: string }> {
  const job = await visibleExport(jobs, jobId, viewer);
  if (await expired(storage, job, now)) throw new ExportGoneError();
  const result = exportResultSchema.safeParse(job.result);
  if (job.status !== 'done' || !result.success) throw new ExportNotFoundError();
  const stored = await storage.getObject(result.data.key);
  if (!stored) throw new ExportGoneError();
  return { stored, userId: exportedUserOf(job) ?? '' };
}

/** The periodic sweep: removes the files of exports whose link has expired. Returns how many. */
export async function sweepExpiredExports(
  db: Db,
  storage: ObjectStorage,
  now = new Date(),
): Promise<number> {
  const old = await db
    .select()
    .from(jobsTable)
    .where(
      and(
        eq(jobsTable.kind, DATA_EXPORT_JOB_KIND),
        eq(jobsTable.status, 'done'),
        lt(jobsTable.finishedAt, new Date(now.getTime() - LINK_MS)),
        // Older ones were removed by earlier sweeps (one an hour); the window keeps each sweep small.
        gt(jobsTable.finishedAt, new Date(now.getTime() - LINK_MS - SWEEP_WINDOW_MS)),
      ),
    );
  for (const job of old) await expired(storage, job, now);
  return old.length;
}
