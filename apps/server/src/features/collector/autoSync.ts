import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  EVIDENCE_ADMIN_ACTIVITY,
  evidenceSyncStatsSchema,
  type EvidenceSyncStats,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { jobs } from '../../platform/jobs/tables';
import { recordActivity } from '../../platform/activity/activityService';
import { syncTempToMain } from '../evidence';
import type { EvidenceSearch } from '../evidence';
import type { Job } from '../../platform/jobs/queue';
import { SCRAPE_JOB_KIND } from '../../platform/jobs/types';

// The scrape option autoSync (docs/product/data-collector.md): when a scrape job finishes (done,
// not cancelled or failed) the server syncs Evidence-Temp to Main once. Its state and stats are
// kept in the job's result, so a restart loses neither, and a sync that never began is started
// again.

export const AUTO_SYNC_STATES = ['pending', 'running', 'done', 'failed'] as const;

/** What a scrape job's `result` holds: the automatic sync's state, stats and failure. */
export const scrapeJobResultSchema = z.object({
  autoSync: z.enum(AUTO_SYNC_STATES),
  sync: evidenceSyncStatsSchema.nullable(),
  syncError: z.string().nullable(),
});
export type ScrapeJobResult = z.infer<typeof scrapeJobResultSchema>;

/** The result a scrape job closes with (queue.settleJob): the sync, if asked for, is to come. */
export const INITIAL_SCRAPE_RESULT: ScrapeJobResult = {
  autoSync: 'pending',
  sync: null,
  syncError: null,
};

/** A sync that began this long ago without finishing belongs to a server that stopped. */
const STALE_SYNC_MS = 10 * 60 * 1000;
/**
 * A job closed this long ago whose sync never began (its server stopped in between, or a
 * recovery closed it) is synced by whoever notices.
 */
const UNSTARTED_SYNC_MS = 30 * 1000;

export const AUTO_SYNC_FAILED = 'The automatic sync failed';

export type AutoSyncDeps = { db: Db; search: EvidenceSearch; log: FastifyBaseLogger };

export function scrapeJobResultOf(job: Pick<Job, 'result'>): ScrapeJobResult | null {
  const parsed = scrapeJobResultSchema.safeParse(job.result);
  return parsed.success ? parsed.data : null;
}

const wantsAutoSync = (job: Pick<Job, 'payload'>) =>
  (job.payload as { autoSync?: unknown } | null)?.autoSync === true;

/** True while the job's automatic sync is still to come: the session is not over yet. */
export function awaitingAutoSync(job: Pick<Job, 'status' | 'payload' | 'result'>): boolean {
  const state = scrapeJobResultOf(job)?.autoSync;
  return (
    job.status === 'done' && wantsAutoSync(job) && (state === 'pending' || state === 'running')
  );
}

/** A sync that should have run by now but has not: its server stopped. */
export function autoSyncOverdue(
  job: Pick<Job, 'status' | 'payload' | 'result' | 'finishedAt' | 'updatedAt'>,
  now = Date.now(),
): boolean {
  if (!awaitingAutoSync(job)) return false;
  const state = scrapeJobResultOf(job)!.autoSync;
  const since = state === 'pending' ? job.finishedAt : job.updatedAt;
  const limit = state === 'pending' ? UNSTARTED_SYNC_MS : STALE_SYNC_MS;
  return !!since && now - since.getTime() > limit;
}

/**
 * Runs the job's automatic sync if it wants one and nobody has begun it: the claim is one
 * conditional update, so two servers (or a retry) never sync the same job twice. `overdue` also
 * takes over a sync whose server stopped while running it.
 */
export async function runAutoSync(
  deps: AutoSyncDeps,
  jobId: string,
  overdue = false,
): Promise<EvidenceSyncStats | null> {
  const claimable = overdue
    ? sql`(${jobs.result}->>'autoSync' = 'pending' or (${jobs.result}->>'autoSync' = 'running'
        and ${jobs.updatedAt} < now() - make_interval(secs => ${STALE_SYNC_MS / 1000})))`
    : sql`${jobs.result}->>'autoSync' = 'pending'`;
  const [claimed] = await deps.db
    .update(jobs)
    .set({ result: { ...INITIAL_SCRAPE_RESULT, autoSync: 'running' }, updatedAt: sql`now()` })
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.status, 'done'),
        sql`${jobs.payload}->>'autoSync' = 'true'`,
        claimable,
      ),
    )
    .returning({ createdBy: jobs.createdBy });
  if (!claimed) return null;
  let finished: ScrapeJobResult;
  try {
    const stats = await syncTempToMain(deps.db, deps.search, deps.log);
    finished = { autoSync: 'done', sync: stats, syncError: null };
  } catch (error) {
    deps.log.error({ err: error, jobId }, 'automatic sync after a scrape failed');
    const reason = error instanceof Error ? error.message : String(error);
    finished = { autoSync: 'failed', sync: null, syncError: `${AUTO_SYNC_FAILED}: ${reason}` };
  }
  await deps.db
    .update(jobs)
    .set({ result: finished, updatedAt: sql`now()` })
    .where(eq(jobs.id, jobId));
  const { skippedItems: _listed, ...counts } = finished.sync ?? {};
  await recordActivity(deps.db, claimed.createdBy, EVIDENCE_ADMIN_ACTIVITY.sync, {
    sessionId: jobId,
    automatic: true,
    ...(finished.sync ? counts : { error: finished.syncError }),
  });
  return finished.sync;
}

/**
 * Runs the automatic syncs that are overdue: scrape jobs that finished while their server was
 * stopping, or whose sync was cut off. Called when a server starts; the progress poll does the
 * same for its own job.
 */
export async function resumeOverdueAutoSyncs(deps: AutoSyncDeps): Promise<number> {
  const waiting = await deps.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, SCRAPE_JOB_KIND),
        eq(jobs.status, 'done'),
        sql`${jobs.payload}->>'autoSync' = 'true'`,
        inArray(sql<string>`${jobs.result}->>'autoSync'`, ['pending', 'running']),
      ),
    );
  let synced = 0;
  for (const job of waiting.filter((j) => autoSyncOverdue(j))) {
    if (await runAutoSync(deps, job.id, true)) synced++;
  }
  return synced;
}
