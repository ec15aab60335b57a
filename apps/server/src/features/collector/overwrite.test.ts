import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScrapeResult } from '@dsb/core';
import { evidence } from '../evidence/tables';
import { startFixtureSite } from './scrape/testSite';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { chartLine, operations, scrapeToEnd } from './testSupport';

// 'Overwrite charts' on two pages that show the same image: only the same page's chart is
// refreshed, an admin's hand edits stay, and the results say what was done where.

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

const IMAGE = '/city/img/offshore-share.png';
const scrape = async (path: string, options = {}) =>
  (await scrapeToEnd(app, admin, [`${site.origin}${path}`], options)).results[0]!;

/** The results screen's Add to Temp (with 'Add Anyway' when the image is already collected). */
async function addToTemp(result: ScrapeResult, force: boolean) {
  const line = chartLine(result, IMAGE)!;
  const response = await callAs(app, 'POST', '/api/admin/evidence/temp', admin, {
    label: line.label,
    description: line.description,
    s3URL: line.mediaURL,
    sourceURL: line.sourceURL,
    originalURL: line.originalURL,
    topicTagStatic: line.topicTagStatic ?? undefined,
    force,
  });
  return response;
}

const itemOf = async (page: string) =>
  (
    await app.db
      .select()
      .from(evidence)
      .where(eq(evidence.sourceUrl, `${site.origin}${page}`))
  ).find((row) => row.originalUrl === `${site.origin}${IMAGE}`)!;

describe('Overwrite charts', () => {
  it("replaces only the same page's chart, keeps an admin's edits, and says where it wrote", async () => {
    const chartPage = await scrape('/city/chart-only.html');
    expect((await addToTemp(chartPage, false)).statusCode).toBe(200);
    const article = await scrape('/city/transport.html');
    expect((await addToTemp(article, false)).statusCode).toBe(409);
    expect((await addToTemp(article, true)).statusCode).toBe(200);

    const edited = await itemOf('/city/chart-only.html');
    const edit = await callAs(app, 'PUT', '/api/admin/evidence', admin, {
      id: edited.id,
      label: 'Wind at sea: share of our power',
      description: 'Written by the admin for pupils.',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const sync = await callAs(app, 'POST', '/api/admin/evidence/sync', admin);
    expect(sync.json()).toMatchObject({ stats: { inserted: 2, updated: 0 } });
    const other = await itemOf('/city/transport.html');

    // The article page again: its own chart refreshed, the chart page's item untouched.
    const options = { autoAddToTemp: true, autoSync: true, overwriteCharts: true };
    const again = await scrape('/city/transport.html', options);
    expect(operations(again)).toContain(`Replaced in Evidence-Main: ${site.origin}${IMAGE}`);
    expect(await itemOf('/city/chart-only.html')).toMatchObject({
      label: 'Wind at sea: share of our power',
      description: 'Written by the admin for pupils.',
    });

    // The chart page again: its edited title and description stay, the picture is refreshed.
    const state = await scrapeToEnd(app, admin, [`${site.origin}/city/chart-only.html`], options);
    const [result] = state.results;
    expect(operations(result)).toEqual([
      `Replaced the picture in Evidence-Main, kept the title and description edited by hand: ${site.origin}${IMAGE}`,
    ]);
    expect(result!.message).toBe('Found 1 chart, skipped 0, 0 added to Temp, 1 replaced');
    // Nothing went through Temp, and the banner says so.
    expect(state.sync).toMatchObject({ inserted: 0, updated: 0 });
    expect(await itemOf('/city/chart-only.html')).toMatchObject({
      id: edited.id,
      status: 'main',
      label: 'Wind at sea: share of our power',
      description: 'Written by the admin for pupils.',
    });
    expect(await itemOf('/city/transport.html')).toMatchObject({
      id: other.id,
      label: other.label,
      sourceUrl: `${site.origin}/city/transport.html`,
      topicTagStatic: 'transport',
    });
    const copies = await app.db
      .select()
      .from(evidence)
      .where(eq(evidence.originalUrl, `${site.origin}${IMAGE}`));
    expect(copies).toHaveLength(2);
  });

  it('keeps an image collected from another page as it is, and says so', async () => {
    await app.db
      .delete(evidence)
      .where(eq(evidence.sourceUrl, `${site.origin}/city/transport.html`));
    const result = await scrape('/city/transport.html', {
      autoAddToTemp: true,
      overwriteCharts: true,
    });
    expect(operations(result)).toContain(
      `Already in Evidence-Main from another page (${site.origin}/city/chart-only.html), kept as it was: ${site.origin}${IMAGE}`,
    );
  });

  it("syncs a scraped chart of another page as its own item, and keeps a Main item's hand edits", async () => {
    await app.db.delete(evidence).where(eq(evidence.status, 'temp'));
    const main = await itemOf('/city/chart-only.html');
    const twin = { originalUrl: `${site.origin}${IMAGE}`, imageUrl: '/files/scraped/x.png' };
    await app.db.insert(evidence).values([
      {
        ...twin,
        label: 'From a third page',
        sourceUrl: `${site.origin}/third.html`,
        status: 'temp',
      },
      { ...twin, label: 'Scraped text again', sourceUrl: main.sourceUrl, status: 'temp' },
    ]);
    const sync = await callAs(app, 'POST', '/api/admin/evidence/sync', admin);
    expect(sync.json()).toMatchObject({ stats: { inserted: 1, updated: 1 } });
    expect(await itemOf('/city/chart-only.html')).toMatchObject({
      label: 'Wind at sea: share of our power',
      imageUrl: '/files/scraped/x.png',
    });
    expect(await itemOf('/third.html')).toMatchObject({
      status: 'main',
      label: 'From a third page',
    });
  });
});
