import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRAPE_SKIP_REASONS } from '@dsb/core';
import { articles } from '../articles/tables';
import { evidence } from '../evidence/tables';
import { startFixtureSite } from './scrape/testSite';
import { createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { chartLine, operations, scrapeToEnd } from './testSupport';

// The fixture city observatory: chart text, furniture names decided by size, and articles saved
// only where a page has one.

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  site = await startFixtureSite({ slowMs: 10 });
  app = await createTestApp({ OUTBOUND_ALLOW: site.target });
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
});
afterAll(async () => {
  await app?.close();
  await site?.close();
});

const scrape = (paths: string[], options = {}) =>
  scrapeToEnd(
    app,
    admin,
    paths.map((path) => `${site.origin}${path}`),
    options,
  );

describe('a page with charts and an article', () => {
  it('keeps chart-sized images named share, skips a square badge by its real size, and stores each chart with its own text', async () => {
    const [result] = (await scrape(['/city/transport.html'], { autoAddToTemp: true })).results;
    expect(chartLine(result, 'offshore-share.png')).toMatchObject({ status: 'found' });
    expect(chartLine(result, 'solar-share.png')).toMatchObject({ status: 'found' });
    expect(chartLine(result, 'share-badge.png')).toMatchObject({
      status: 'skipped',
      reason: SCRAPE_SKIP_REASONS.logoOrIcon,
      dimensions: { width: 300, height: 300 },
    });
    // Each line carries its page and topic, for Add to Temp.
    expect(chartLine(result, 'bike-lanes.png')).toMatchObject({
      sourceURL: `${site.origin}/city/transport.html`,
      topicTagStatic: 'transport',
    });
    const [bikes] = await app.db
      .select()
      .from(evidence)
      .where(eq(evidence.originalUrl, `${site.origin}/city/img/bike-lanes.png`));
    expect(bikes).toMatchObject({
      label: 'Bike lanes',
      description: '',
      topicTagStatic: 'transport',
    });

    const [article] = await app.db
      .select()
      .from(articles)
      .where(eq(articles.sourceUrl, `${site.origin}/city/transport.html`));
    expect(article).toMatchObject({ byline: 'Mara Lindqvist' });
    expect(article!.articleContent).not.toMatch(/cookies|Share this|newsletter/i);
  });
});

describe('pages without an article', () => {
  it("saves no article for a later page of a paginated report: its text is the first page's", async () => {
    const [later] = (await scrape(['/labour-report/part-2.html'])).results;
    expect(later!.processingDetails.chartDetection.debugLog).toContain(
      `No article saved: this page continues ${site.origin}/labour-report/index.html, whose article holds its text`,
    );
    expect(operations(later)).not.toContainEqual(expect.stringMatching(/^Article/));
    const saved = await app.db
      .select()
      .from(articles)
      .where(eq(articles.sourceUrl, `${site.origin}/labour-report/part-2.html`));
    expect(saved).toEqual([]);
  });

  it("keeps one article for a report whose last page has no link back: the first page's", async () => {
    const lastPage = `${site.origin}/labour-report/part-3.html`;
    const stored = () => app.db.select().from(articles).where(eq(articles.sourceUrl, lastPage));
    // Scraped alone first, the last page looks like an article of its own.
    await scrape(['/labour-report/part-3.html'], { handlePagination: false });
    expect(await stored()).toHaveLength(1);
    // The report's first page reads it as its third page: the separate copy goes.
    await scrape(['/labour-report/index.html']);
    expect(await stored()).toEqual([]);
    const [report] = await app.db
      .select()
      .from(articles)
      .where(eq(articles.sourceUrl, `${site.origin}/labour-report/index.html`));
    expect(report!.articleContent).toContain('The next labour market overview is published');
    // Scraped alone again, it is known as part of the report and saved no more.
    const [again] = (await scrape(['/labour-report/part-3.html'], { handlePagination: false }))
      .results;
    expect(operations(again)).toContainEqual(
      expect.stringMatching(/^No article saved: this page's text is already part of another/),
    );
    expect(await stored()).toEqual([]);
  });

  it('saves no article for a chart page whose only other text is a cookie banner and a footer', async () => {
    const [result] = (await scrape(['/city/chart-only.html'])).results;
    expect(result).toMatchObject({ success: true, chartsFound: 1 });
    expect(result!.message).not.toMatch(/article/);
    expect(operations(result)).toEqual([]);
    expect(result!.processingDetails.chartDetection.debugLog).toContain(
      'No article text on this page',
    );
    const saved = await app.db
      .select()
      .from(articles)
      .where(eq(articles.sourceUrl, `${site.origin}/city/chart-only.html`));
    expect(saved).toEqual([]);
  });
});
