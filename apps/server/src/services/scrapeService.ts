import { and, eq, inArray } from 'drizzle-orm';
import {
  SCRAPE_ACTIVITY,
  SCRAPE_MESSAGES,
  type ProcessChartUrlsResponse,
  type ScrapeOptions,
  type ScrapeProgressResponse,
  type ScrapeResult,
} from '@dsb/core';
import type { Db } from '../db/client';
import { evidence } from '../db/schema';
import { HttpError } from '../errors';
import { SCRAPE_JOB_KIND } from '../jobs/types';
import type { JobItem } from '../jobs/queue';
import type { Jobs } from '../plugins/jobs';
import type { TempChart } from '../scrape/scrapePage';
import { recordActivity } from './activityService';

/** Starts a scrape job with one item per URL; answers at once (spec 2 §7). */
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
  return {
    url,
    success: false,
    message,
    errors: [{ message }],
    chartsFound: 0,
    chartsSaved: 0,
    skippedCharts: 0,
    sample: null,
    processingDetails: {
      chartDetection: { debugLog: [], chartDetails: [] },
      databaseOperations: { debugLog: [], failed: 0, operationDetails: [] },
    },
  };
}

async function scrapeJob(jobs: Jobs, sessionId: string) {
  const job = await jobs.get(sessionId);
  if (!job || job.kind !== SCRAPE_JOB_KIND)
    throw new HttpError(404, SCRAPE_MESSAGES.sessionNotFound);
  return job;
}

/** The session's state for the 2-second poll: any server answers it from the database. */
export async function scrapeProgress(
  jobs: Jobs,
  sessionId: string,
): Promise<ScrapeProgressResponse> {
  const job = await scrapeJob(jobs, sessionId);
  const items = await jobs.items(sessionId);
  const results = items.map(resultOf).filter((r): r is ScrapeResult => r !== null);
  return {
    success: true,
    sessionId,
    progress: job.total === 0 ? 100 : Math.round((job.progress / job.total) * 100),
    processedUrls: job.progress,
    totalUrls: job.total,
    results,
    isRunning: job.status === 'pending' || job.status === 'running',
    status: job.status,
    error: job.error,
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

/**
 * Adds a scraped chart to Evidence-Temp, unless the same original image is already in Temp or
 * Main; with overwrite, that row takes the new label, description and image instead.
 */
export async function addScrapedChartToTemp(
  db: Db,
  chart: TempChart,
  overwrite: boolean,
): Promise<'added' | 'updated' | 'exists'> {
  const [existing] = await db
    .select({ id: evidence.id })
    .from(evidence)
    .where(
      and(eq(evidence.originalUrl, chart.originalUrl), inArray(evidence.status, ['temp', 'main'])),
    )
    .limit(1);
  const fields = {
    label: chart.label || 'Untitled chart',
    description: chart.description,
    sourceUrl: chart.sourceUrl,
    originalUrl: chart.originalUrl,
    imageKey: chart.image.key,
    imageUrl: chart.image.url,
    width: chart.image.width,
    height: chart.image.height,
  };
  if (existing) {
    if (!overwrite) return 'exists';
    await db
      .update(evidence)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(evidence.id, existing.id));
    return 'updated';
  }
  await db.insert(evidence).values({ ...fields, type: 'chart', isChart: true, status: 'temp' });
  return 'added';
}
