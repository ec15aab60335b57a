import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVIDENCE_ADMIN_ACTIVITY,
  SCRAPE_SKIP_REASONS,
  type ScrapeProgressResponse,
  type ScrapeResult,
} from '@dsb/core';
import { jobs } from '../../platform/jobs/tables';
import { articles } from '../articles/tables';
import { evidence } from '../evidence/tables';
import { activityLog } from '../../platform/activity/tables';
import { autoSyncOverdue, resumeOverdueAutoSyncs } from './autoSync';
import { waitForJob } from '../../platform/jobs/testSupport';
import { startFixtureSite } from './scrape/testSite';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { operations, scrapeToEnd } from './testSupport';

// The scrape pipeline end to end on the fixture site: pagination, articles, charsets, og:image
// pages, topics, perceptual hashes, the page time cap and the automatic sync.

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let app: TestApp;
let admin: string;
const PAGE_TIMEOUT_MS = 1500;

beforeAll(async () => {
  site = await startFixtureSite({ slowMs: PAGE_TIMEOUT_MS + 3000 });
  app = await createTestApp({
    OUTBOUND_ALLOW: site.target,
    SCRAPE_PAGE_TIMEOUT_MS: String(PAGE_TIMEOUT_MS),
  });
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
});
afterAll(async () => {
  await app?.close();
  await site?.close();
});

/** Runs a scrape to its end (the automatic sync included) and answers the last progress. */
const scrape = (paths: string[], options: Record<string, boolean> = {}) =>
  scrapeToEnd(
    app,
    admin,
    paths.map((path) => `${site.origin}${path}`),
    options,
  );

const found = (result: ScrapeResult) =>
  result.processingDetails.chartDetection.chartDetails.filter((d) => d.status === 'found');

describe('pagination', () => {
  it('follows rel=next links and a visible Next link up the report, into one result, without looping', async () => {
    const report = `${site.origin}/labour-report/index.html`;
    const [result] = (await scrape(['/labour-report/index.html'], { autoAddToTemp: true })).results;
    expect(result).toMatchObject({ success: true, chartsFound: 3, skippedCharts: 1 });
    expect(result!.message).toBe(
      'Found 3 charts, skipped 1, 3 added to Temp, over 3 pages; article saved',
    );
    expect(found(result!).map((d) => d.originalURL)).toEqual([
      `${site.origin}/labour-report/img/employment-rate.png`,
      `${site.origin}/labour-report/img/vacancies.png`,
      `${site.origin}/labour-report/img/real-pay.png`,
    ]);
    const copy = result!.processingDetails.chartDetection.chartDetails.find((d) =>
      d.originalURL?.endsWith('employment-rate-copy.png'),
    );
    expect(copy?.reason).toBe(SCRAPE_SKIP_REASONS.duplicate);
    const log = result!.processingDetails.chartDetection.debugLog;
    const lines = log.filter((l) => /^(Page \d|Next page|Pagination)/.test(l));
    expect(lines).toEqual([
      `Page 1: ${report} (utf-8, from the Content-Type header)`,
      `Next page (link rel=next): ${site.origin}/labour-report/part-2.html`,
      `Page 2: ${site.origin}/labour-report/part-2.html (utf-8, from the Content-Type header)`,
      `Next page (a rel=next): ${site.origin}/labour-report/part-3.html`,
      `Page 3: ${site.origin}/labour-report/part-3.html (utf-8, from the Content-Type header)`,
      `Pagination stopped: the next page ${report} was already read`,
    ]);

    // Each chart names the page it is on; the report's topic comes from its section.
    const rows = await app.db
      .select()
      .from(evidence)
      .where(eq(evidence.originalUrl, `${site.origin}/labour-report/img/vacancies.png`));
    expect(rows[0]).toMatchObject({
      status: 'temp',
      sourceUrl: `${site.origin}/labour-report/part-2.html`,
      topicTagStatic: 'economy',
    });
    expect(rows[0]!.imageHash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('reads only the first page with handlePagination off', async () => {
    const [result] = (
      await scrape(['/labour-report/index.html?single'], { handlePagination: false })
    ).results;
    expect(found(result!)).toHaveLength(1);
    expect(
      result!.processingDetails.chartDetection.debugLog.some((l) => l.startsWith('Page 2')),
    ).toBe(false);
  });
});

describe('articles', () => {
  it("saves the report's pages as one article: title, date, text, topic, og:image", async () => {
    const [row] = await app.db
      .select()
      .from(articles)
      .where(eq(articles.sourceUrl, `${site.origin}/labour-report/index.html`));
    expect(row).toMatchObject({
      articleDate: '2025-11-11T09:30:00.000Z',
      topicTagStatic: 'economy',
      imageUrl: `${site.origin}/labour-report/img/cover.png`,
    });
    expect(row!.articleTitle).toMatch(/^Labour market overview/);
    expect(row!.articleContent).toContain('The employment rate for people aged 16 to 64');
    expect(row!.articleContent).toContain('Vacancies per 100 employee jobs fell to 2.4');
    expect(row!.articleContent).toContain('The next labour market overview is published');
  });

  it('keeps a collected article on a second scrape and replaces it with overwriteArticles', async () => {
    const [kept] = (await scrape(['/labour-report/index.html'])).results;
    expect(operations(kept!)).toContainEqual(
      expect.stringMatching(/^Article already collected, kept as it was/),
    );
    const [replaced] = (await scrape(['/labour-report/index.html'], { overwriteArticles: true }))
      .results;
    expect(operations(replaced!)).toContainEqual(expect.stringMatching(/^Article replaced: "/));
    expect(replaced!.message).toMatch(/; article replaced$/);
  });

  it('decodes a windows-1252 page by its header, or by its <meta> when the header is silent', async () => {
    const state = await scrape(['/energie-1252.html', '/energie-meta.html'], {
      autoAddToTemp: true,
    });
    const [byHeader, byMeta] = state.results;
    expect(byHeader!.processingDetails.chartDetection.debugLog).toContainEqual(
      `Page 1: ${site.origin}/energie-1252.html (windows-1252, from the Content-Type header)`,
    );
    expect(byMeta!.processingDetails.chartDetection.debugLog).toContainEqual(
      `Page 1: ${site.origin}/energie-meta.html (windows-1252, from its <meta> charset)`,
    );
    const rows = await app.db
      .select()
      .from(articles)
      .where(eq(articles.sourceUrl, `${site.origin}/energie-meta.html`));
    expect(rows[0]!.articleTitle).toBe(
      'Prix de l’énergie : les ménages paient 12 € de plus par mois',
    );
    expect(rows[0]!.articleContent).toContain('de l’énergie – une hausse de 9 %');
    // 'Énergie' has no library tag: its slug, accents dropped.
    expect(rows[0]!.topicTagStatic).toBe('energie');
    const [chart] = await app.db
      .select()
      .from(evidence)
      .where(eq(evidence.originalUrl, `${site.origin}/img/facture-energie.png`));
    expect(`${chart!.label} ${chart!.description}`).toContain('d’énergie');
  });
});

describe('og:image chart pages', () => {
  it("takes a page's chart from og:image, but not the site's logo or a thumbnail under 200 px", async () => {
    const [chart, logo, tiny] = (
      await scrape([
        '/graphics/sea-ice.html',
        '/graphics/logo-card.html',
        '/graphics/tiny-card.html',
      ])
    ).results;
    expect(found(chart!)).toEqual([
      expect.objectContaining({
        label: 'Arctic sea ice hits a record low for October',
        dimensions: { width: 1200, height: 675 },
      }),
    ]);
    expect(logo).toMatchObject({ success: true, chartsFound: 0, skippedCharts: 1 });
    expect(logo!.processingDetails.chartDetection.chartDetails[0]?.reason).toBe(
      SCRAPE_SKIP_REASONS.logoOrIcon,
    );
    // No size in the markup: the downloaded file is measured.
    expect(tiny!.processingDetails.chartDetection.chartDetails).toEqual([
      expect.objectContaining({
        reason: SCRAPE_SKIP_REASONS.tooSmall,
        dimensions: { width: 150, height: 150 },
      }),
    ]);
  });
});

describe('page time cap', () => {
  it('fails a page past SCRAPE_PAGE_TIMEOUT_MS with a clear message and goes on with the next URL', async () => {
    const state = await scrape(['/slow.html', '/graphics/sea-ice.html']);
    const [slow, next] = state.results;
    expect(slow).toMatchObject({
      success: false,
      message: 'Failed to fetch the page: it did not load within 1.5 seconds',
    });
    expect(next).toMatchObject({ success: true, chartsFound: 1 });
    expect(state).toMatchObject({ status: 'done', processedUrls: 2, error: null });
  });
});

describe('automatic sync', () => {
  it('is null without autoSync', async () => {
    const state = await scrape(['/graphics/sea-ice.html?plain']);
    expect(state.sync).toBeNull();
  });

  it('syncs Temp to Main once the job is done, reports the stats and records the activity', async () => {
    const before = await app.db.select().from(evidence).where(eq(evidence.status, 'temp'));
    const state = await scrape(['/graphics/sea-ice.html?auto'], {
      autoAddToTemp: true,
      autoSync: true,
    });
    expect(state.isRunning).toBe(false);
    expect(state.sync).toMatchObject({ errors: 0 });
    expect(state.sync!.inserted + state.sync!.updated + state.sync!.skipped).toBe(
      before.length + 1,
    );
    expect(await app.db.select().from(evidence).where(eq(evidence.status, 'temp'))).toEqual([]);
    const [synced] = await app.db
      .select()
      .from(evidence)
      .where(eq(evidence.originalUrl, `${site.origin}/graphics/img/sea-ice-card.png`));
    expect(synced).toMatchObject({ status: 'main', topicTagStatic: 'climate' });
    const log = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, EVIDENCE_ADMIN_ACTIVITY.sync));
    expect(log.at(-1)?.details).toMatchObject({ sessionId: state.sessionId, automatic: true });
  });

  it('runs a sync its server never got to when the next server starts, or when the session is polled', async () => {
    const { sessionId } = await scrape(['/graphics/sea-ice.html?restart'], { autoSync: true });
    const progress = async () =>
      (
        await callAs(app, 'GET', `/api/admin/scraping-progress/${sessionId}`, admin)
      ).json<ScrapeProgressResponse>();
    /** As if the server had stopped between closing the job and syncing: done, sync pending. */
    const stopBeforeSync = async (originalUrl: string) => {
      await app.db
        .update(jobs)
        .set({
          result: { autoSync: 'pending', sync: null, syncError: null },
          finishedAt: new Date(Date.now() - 60_000),
        })
        .where(eq(jobs.id, sessionId));
      await app.db.insert(evidence).values({
        label: 'Left in Temp',
        description: '',
        sourceUrl: `${site.origin}/left.html`,
        originalUrl,
        imageUrl: '/files/scraped/left.png',
        type: 'chart',
        isChart: true,
        status: 'temp',
      });
      const [job] = await app.db.select().from(jobs).where(eq(jobs.id, sessionId));
      expect(autoSyncOverdue(job!)).toBe(true);
    };

    await stopBeforeSync(`${site.origin}/left-1.png`);
    const deps = { db: app.db, search: app.searchService.evidence, log: app.log };
    expect(await resumeOverdueAutoSyncs(deps)).toBe(1);
    expect(await resumeOverdueAutoSyncs(deps)).toBe(0);
    expect(await progress()).toMatchObject({ isRunning: false, sync: { inserted: 1, errors: 0 } });

    await stopBeforeSync(`${site.origin}/left-2.png`);
    const first = await progress();
    expect(first).toMatchObject({ isRunning: true, sync: null });
    let state = first;
    for (let tries = 0; state.isRunning && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = await progress();
    }
    expect(state).toMatchObject({ isRunning: false, sync: { inserted: 1, errors: 0 } });
  });

  it('does not sync a cancelled session', async () => {
    const started = await callAs(app, 'POST', '/api/admin/process-chart-urls', admin, {
      urls: [`${site.origin}/slow.html?cancel`],
      options: { autoAddToTemp: true, autoSync: true },
    });
    const { sessionId } = started.json<{ sessionId: string }>();
    await waitForJob(app.db, sessionId, (job) => job.status === 'running');
    await callAs(app, 'POST', `/api/admin/cancel-scraping/${sessionId}`, admin);
    await waitForJob(app.db, sessionId);
    const state = (
      await callAs(app, 'GET', `/api/admin/scraping-progress/${sessionId}`, admin)
    ).json<ScrapeProgressResponse>();
    expect(state).toMatchObject({ status: 'cancelled', isRunning: false, sync: null });
  });
});
