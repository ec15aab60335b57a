import { expect } from 'vitest';
import type { ScrapeOptions, ScrapeProgressResponse, ScrapeResult } from '@dsb/core';
import { waitForJob } from '../../platform/jobs/testSupport';
import { callAs, type TestApp } from '../../platform/test/testApp';

/** Runs a scrape of these addresses to its end (the automatic sync included); the last progress. */
export async function scrapeToEnd(
  app: TestApp,
  admin: string,
  urls: string[],
  options: Partial<ScrapeOptions> = {},
): Promise<ScrapeProgressResponse> {
  const started = await callAs(app, 'POST', '/api/admin/process-chart-urls', admin, {
    urls,
    options,
  });
  expect(started.statusCode, started.body).toBe(200);
  const { sessionId } = started.json<{ sessionId: string }>();
  await waitForJob(app.db, sessionId);
  for (let tries = 0; ; tries++) {
    const state = (
      await callAs(app, 'GET', `/api/admin/scraping-progress/${sessionId}`, admin)
    ).json<ScrapeProgressResponse>();
    if (!state.isRunning) return state;
    if (tries > 500) throw new Error('the session never finished');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A result's chart lines whose original address ends with `file`. */
export const chartLine = (result: ScrapeResult | undefined, file: string) =>
  result?.processingDetails.chartDetection.chartDetails.find((d) => d.originalURL?.endsWith(file));

/** A result's database operation messages. */
export const operations = (result: ScrapeResult | undefined) =>
  result?.processingDetails.databaseOperations.operationDetails.map((o) => o.message) ?? [];
