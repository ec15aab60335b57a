import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  SCRAPE_ACTIVITY,
  SCRAPE_MESSAGES,
  SCRAPE_SESSIONS_LISTED,
  scrapeOptionsSchema,
  type ScrapeSessionsResponse,
  type ProcessChartUrlsResponse,
  type ScrapeOptions,
  type ScrapeProgressResponse,
  type ScrapeResult,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { jobItems, jobs } from '../../platform/jobs/tables';
import { HttpError } from '../../platform/http/errors';
import { emptyResult } from './scrape/scrapePage';
import { recordActivity } from '../../platform/activity/activityService';
import type { Jobs } from '../../platform/jobs/jobs';
import type { JobItem } from '../../platform/jobs/queue';
import {
  autoSyncOverdue,
  awaitingAutoSync,
  runAutoSync,
  scrapeJobResultOf,
  type AutoSyncDeps,
} from './autoSync';
import { SCRAPE_JOB_KIND } from '../../platform/jobs/types';

// A scrape session is a job of kind 'scrape' with one item per URL
// (docs/product/data-collector.md).

/** Starts a scrape job with one item per URL; answers at once. */
export async function startScrape(
  jobs: Jobs,
  db: Db,
  userId: string,
  request: { urls: string[]; options: ScrapeOptions },
): Promise<ProcessChartUrlsResponse> {
  const sessionId = await jobs.create({
    kind: SCRAPE_JOB_KIND,
    payload: request.options,
    items: request.urls.map((url) => ({ url })),
    createdBy: userId,
  });
  await recordActivity(db, userId, SCRAPE_ACTIVITY.start, {
    sessionId,
    totalUrls: request.urls.length,
    options: request.options,
  });
  return { success: true, sessionId, totalUrls: request.urls.length, options: request.options };
}

/** A URL whose handler failed outright still gets a result line. */
function resultOf(item: JobItem): ScrapeResult | null {
  if (item.status === 'done') return item.result as ScrapeResult;
  if (item.status !== 'failed') return null;
  const url = (item.input as { url: string }).url;
  const message = item.error ?? 'Failed';
  return { ...emptyResult(url), message, errors: [{ message }] };
}

async function scrapeJob(jobs: Jobs, sessionId: string) {
  const job = await jobs.get(sessionId);
  if (!job || job.kind !== SCRAPE_JOB_KIND)
    throw new HttpError(404, SCRAPE_MESSAGES.sessionNotFound);
  return job;
}

/**
 * The session's state for the 2-second poll: any server answers it from the database. With
 * autoSync the session runs on until the sync after the last URL has run, and carries its stats.
 * A sync whose server stopped before it could run is started here (in the background).
 */
export async function scrapeProgress(
  jobs: Jobs,
  sessionId: string,
  autoSync?: AutoSyncDeps,
): Promise<ScrapeProgressResponse> {
  const job = await scrapeJob(jobs, sessionId);
  const items = await jobs.items(sessionId);
  const results = items.map(resultOf).filter((r): r is ScrapeResult => r !== null);
  if (autoSync && autoSyncOverdue(job)) {
    runAutoSync(autoSync, sessionId, true).catch((error: unknown) =>
      autoSync.log.error({ err: error, sessionId }, 'overdue automatic sync failed'),
    );
  }
  const stored = scrapeJobResultOf(job);
  // Once a cancel is asked for, what is not finished will not be: the screen can offer the rest.
  const ended = !OPEN_STATUSES.has(job.status) || job.cancelRequested;
  return {
    success: true,
    sessionId,
    progress: job.total === 0 ? 100 : Math.round((job.progress / job.total) * 100),
    processedUrls: job.progress,
    totalUrls: job.total,
    results,
    isRunning: job.status === 'pending' || job.status === 'running' || awaitingAutoSync(job),
    status: job.status,
    error: job.error ?? stored?.syncError ?? null,
    sync: job.status === 'done' ? (stored?.sync ?? null) : null,
    options: scrapeOptionsSchema.parse(job.payload ?? {}),
    unprocessedUrls: ended
      ? items
          .filter((item) => item.status !== 'done' && item.status !== 'failed')
          .map((item) => (item.input as { url: string }).url)
      : [],
  };
}

const OPEN_STATUSES = new Set(['pending', 'running']);

/** Running and recent scrape sessions, newest first, for the Data Collector's list. */
export async function listScrapeSessions(db: Db): Promise<ScrapeSessionsResponse> {
  const rows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, SCRAPE_JOB_KIND))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(SCRAPE_SESSIONS_LISTED);
  const ids = rows.map((row) => row.id);
  const firsts = ids.length
    ? await db
        .select({ jobId: jobItems.jobId, input: jobItems.input })
        .from(jobItems)
        .where(and(inArray(jobItems.jobId, ids), eq(jobItems.seq, 0)))
    : [];
  const firstUrl = new Map(firsts.map((item) => [item.jobId, (item.input as { url: string }).url]));
  return {
    success: true,
    sessions: rows.map((job) => ({
      sessionId: job.id,
      status: job.status,
      isRunning: OPEN_STATUSES.has(job.status) || awaitingAutoSync(job),
      totalUrls: job.total,
      processedUrls: job.progress,
      firstUrl: firstUrl.get(job.id) ?? null,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    })),
  };
}

/** Asks the session to stop; finished URLs keep their results. 409 once it has ended. */
export async function cancelScrape(
  jobs: Jobs,
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ success: true }> {
  await scrapeJob(jobs, sessionId);
  if (!(await jobs.cancel(sessionId))) throw new HttpError(409, SCRAPE_MESSAGES.alreadyFinished);
  await recordActivity(db, userId, SCRAPE_ACTIVITY.cancel, { sessionId });
  return { success: true };
}
