import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCRAPE_ACTIVITY,
  SCRAPE_MESSAGES,
  SCRAPE_SKIP_REASONS,
  type ScrapeProgressResponse,
  type ScrapeSessionsResponse,
} from '@dsb/core';
import { evidence } from '../evidence/tables';
import { activityLog } from '../../platform/activity/tables';
import { waitForJob } from '../../platform/jobs/testSupport';
import { makePng } from '../../platform/test/images';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { OUTBOUND_MESSAGES } from '../../platform/net/outboundFetch';

const report = readFileSync(new URL('./scrape/fixtures/site/report.html', import.meta.url), 'utf8');
const chart800 = makePng(800, 600);
const images: Record<string, Buffer> = {
  '/img/logo.png': makePng(240, 60),
  '/img/chart-400.png': makePng(400, 300),
  '/img/chart-800.png': chart800,
  '/img/chart-copy.png': chart800,
  '/img/lazy-chart.png': makePng(640, 480),
  '/img/small.png': makePng(120, 90),
  '/img/icons/share.png': makePng(16, 16),
};

let site: Server;
let origin: string;
let port: number;
const seenAgents: Array<string | undefined> = [];
let releaseHanging: () => void = () => {};

beforeAll(async () => {
  site = createServer((request, response) => {
    const headers: IncomingHttpHeaders = request.headers;
    seenAgents.push(headers['user-agent']);
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/robots.txt') {
      return response.end('User-agent: *\nDisallow: /private/\n');
    }
    if (path === '/report.html' || path === '/private/report.html') {
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(report);
    }
    if (path === '/hang.html') {
      releaseHanging = () => response.end('<p>late</p>');
      return response.writeHead(200, { 'content-type': 'text/html' });
    }
    if (path === '/elsewhere') {
      // Same address, another port: not in OUTBOUND_ALLOW.
      return response.writeHead(302, { location: `http://127.0.0.1:${port + 1}/` }).end();
    }
    const image = images[path];
    if (image) return response.writeHead(200, { 'content-type': 'image/png' }).end(image);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  releaseHanging();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

let app: TestApp;
let admin: string;
// After the site's beforeAll: OUTBOUND_ALLOW names the port it listens on.
beforeAll(async () => {
  app = await createTestApp({ OUTBOUND_ALLOW: `127.0.0.1:${port}` });
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
});
afterAll(async () => {
  await app?.close();
});

async function start(urls: string[], options: Record<string, boolean> = {}) {
  const response = await callAs(app, 'POST', '/api/admin/process-chart-urls', admin, {
    urls,
    options,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sessionId: string; totalUrls: number }>();
}

const progress = async (sessionId: string) =>
  (
    await callAs(app, 'GET', `/api/admin/scraping-progress/${sessionId}`, admin)
  ).json<ScrapeProgressResponse>();

describe('scraping as a durable job', () => {
  it('scrapes a page: charts stored in our storage, skips with reasons, Temp rows', async () => {
    const started = await start(
      [` ${origin}/report.html `, '', 'not a url', `${origin}/private/report.html`],
      { autoAddToTemp: true },
    );
    expect(started.totalUrls).toBe(2);
    await waitForJob(app.db, started.sessionId);
    const state = await progress(started.sessionId);
    expect(state).toMatchObject({
      progress: 100,
      processedUrls: 2,
      totalUrls: 2,
      isRunning: false,
    });

    const [page, disallowed] = state.results;
    expect(disallowed).toMatchObject({
      url: `${origin}/private/report.html`,
      success: false,
      message: SCRAPE_SKIP_REASONS.disallowedByRobots,
    });
    const details = page!.processingDetails.chartDetection.chartDetails;
    const found = details.filter((d) => d.status === 'found');
    expect(found.map((d) => [d.originalURL, d.dimensions, d.addedToTemp])).toEqual([
      [`${origin}/img/chart-800.png`, { width: 800, height: 600 }, true],
      [`${origin}/img/lazy-chart.png`, { width: 640, height: 480 }, true],
      [`${origin}/report.html#svg-3`, { width: 400, height: 300 }, true],
    ]);
    expect(found.every((d) => d.mediaURL?.startsWith('/files/scraped/'))).toBe(true);
    const reasonOf = (part: string) => details.find((d) => d.originalURL?.includes(part))?.reason;
    expect(reasonOf('logo.png')).toBe(SCRAPE_SKIP_REASONS.logoOrIcon);
    expect(reasonOf('small.png')).toBe(SCRAPE_SKIP_REASONS.tooSmall);
    expect(reasonOf('chart-copy.png')).toBe(SCRAPE_SKIP_REASONS.duplicate);
    expect(reasonOf('icons/share')).toBe(SCRAPE_SKIP_REASONS.logoOrIcon);
    expect(page!.errors).toEqual([
      {
        message: `${origin}/img/missing.png: the site answered 404`,
      },
    ]);
    expect(page).toMatchObject({ success: true, chartsFound: 3, chartsSaved: 3 });
    expect(page!.sample?.mediaURL).toBe(found[0]!.mediaURL);

    // The stored file is served, and the Temp rows point at it.
    const file = await callAs(app, 'GET', found[2]!.mediaURL!, admin);
    expect(file.statusCode).toBe(302);
    const temp = await app.db.select().from(evidence).where(eq(evidence.status, 'temp'));
    expect(temp.map((row) => row.label).sort()).toEqual([
      'Share of parents who set limits',
      'Teens spend more hours online each year.',
      'Vacancies',
    ]);
    expect(seenAgents.every((agent) => agent?.startsWith('DataStoryBuilder/1.0'))).toBe(true);

    const log = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, SCRAPE_ACTIVITY.start));
    expect(log[0]?.details).toMatchObject({ sessionId: started.sessionId, totalUrls: 2 });
  });

  it('a second scrape leaves charts already in the library alone unless overwriteCharts', async () => {
    const again = await start([`${origin}/report.html`], { autoAddToTemp: true });
    await waitForJob(app.db, again.sessionId);
    const [page] = (await progress(again.sessionId)).results;
    expect(page!.processingDetails.chartDetection.chartDetails.some((d) => d.addedToTemp)).toBe(
      false,
    );
    expect(page!.processingDetails.databaseOperations.operationDetails[0]?.message).toMatch(
      /^Already in Evidence-Temp, kept as it was/,
    );
  });

  it('reports pages it cannot fetch: 404, and a redirect to a port OUTBOUND_ALLOW does not name', async () => {
    const started = await start([`${origin}/gone.html`, `${origin}/elsewhere`]);
    await waitForJob(app.db, started.sessionId);
    const [gone, elsewhere] = (await progress(started.sessionId)).results;
    expect(gone).toMatchObject({
      success: false,
      message: 'Failed to fetch the page: the site answered 404',
    });
    expect(elsewhere).toMatchObject({
      success: false,
      message: `Failed to fetch the page: ${OUTBOUND_MESSAGES.notAllowed}`,
    });
  });

  it('cancels a running session; finished URLs keep their results', async () => {
    const started = await start([
      `${origin}/hang.html`,
      `${origin}/report.html`,
      `${origin}/report.html?again`,
    ]);
    await waitForJob(app.db, started.sessionId, (job) => job.status === 'running');
    const cancel = await callAs(
      app,
      'POST',
      `/api/admin/cancel-scraping/${started.sessionId}`,
      admin,
    );
    expect(cancel.json()).toEqual({ success: true });
    const job = await waitForJob(app.db, started.sessionId);
    expect(job.status).toBe('cancelled');
    const state = await progress(started.sessionId);
    expect(state.isRunning).toBe(false);
    // The URLs it never processed are named, with the options, for 'Process the rest'.
    expect(state.unprocessedUrls).toContain(`${origin}/hang.html`);
    expect([...state.results.map((r) => r.url), ...state.unprocessedUrls].sort()).toEqual(
      [`${origin}/hang.html`, `${origin}/report.html`, `${origin}/report.html?again`].sort(),
    );
    expect(state.options).toMatchObject({ handlePagination: true, autoAddToTemp: false });
    // The session is listed, newest first, with what it did.
    const listed = await callAs(app, 'GET', '/api/admin/scraping-sessions', admin);
    expect(listed.json<ScrapeSessionsResponse>().sessions[0]).toMatchObject({
      sessionId: started.sessionId,
      status: 'cancelled',
      isRunning: false,
      totalUrls: 3,
      firstUrl: `${origin}/hang.html`,
    });
    const again = await callAs(
      app,
      'POST',
      `/api/admin/cancel-scraping/${started.sessionId}`,
      admin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SCRAPE_MESSAGES.alreadyFinished });
  });

  it('answers the screen messages for no valid URL and an unknown session', async () => {
    const none = await callAs(app, 'POST', '/api/admin/process-chart-urls', admin, {
      urls: ['  ', 'www.example.org'],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: SCRAPE_MESSAGES.noValidUrls });
    const unknown = await callAs(
      app,
      'GET',
      '/api/admin/scraping-progress/00000000-0000-4000-8000-000000000000',
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const student = await signInAs(app, 'pupil@example.com', 'Pupil');
    const response = await callAs(app, 'POST', '/api/admin/process-chart-urls', student, {
      urls: [`${origin}/report.html`],
    });
    expect(response.statusCode).toBe(403);
    const sessions = await callAs(app, 'GET', '/api/admin/scraping-sessions', student);
    expect(sessions.statusCode).toBe(403);
  });
});
