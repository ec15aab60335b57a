import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidence } from '../evidence/tables';
import type { TempChart } from './scrape/pageCharts';
import { type TestApp, createTestApp } from '../../platform/test/testApp';
import { addScrapedChartToTemp } from './scrapedChartService';

// The scraper stores what it found on a page: a link visitors follow after a Sync must be a web
// address (docs/architecture.md, Text and links); anything else is left out, the chart kept.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const chart = (sourceUrl: string, originalUrl: string, hash: string): TempChart => ({
  label: 'Inline chart',
  description: 'A chart drawn into the page',
  sourceUrl,
  originalUrl,
  topicTagStatic: null,
  image: {
    key: `scraped/${hash}.png`,
    url: `/files/scraped/${hash}.png`,
    width: 800,
    height: 500,
    perceptualHash: null,
  },
});

const rowsWithImage = (url: string) =>
  app.db.select().from(evidence).where(eq(evidence.imageUrl, url));

describe('a scraped chart with links that are not web addresses', () => {
  it.each([
    [
      'an inline (data:) original',
      'https://news.example/page',
      'data:image/png;base64,iVBORw0KGgo=',
    ],
    ['a javascript: page', 'javascript:alert(1)', 'https://news.example/chart.png'],
    ['a //host original', 'https://news.example/page', '//evil.example/chart.png'],
  ])('keeps the chart without %s', async (_what, sourceUrl, originalUrl) => {
    const hash = Math.random().toString(16).slice(2, 18);
    const item = chart(sourceUrl, originalUrl, hash);
    expect(await addScrapedChartToTemp(app.db, item, false)).toEqual({ outcome: 'added' });
    const [row] = await rowsWithImage(item.image.url);
    expect(row).toMatchObject({ status: 'temp', label: 'Inline chart' });
    for (const link of [row!.sourceUrl, row!.originalUrl]) {
      if (link !== null) expect(link).toMatch(/^https:\/\/news\.example\//);
    }
    expect([row!.sourceUrl, row!.originalUrl]).toContain(null);
  });

  it('knows the same inline image again by its stored copy, so a second scrape adds no twin', async () => {
    const item = chart(
      'https://news.example/again',
      'data:image/png;base64,AAAA',
      'feedfacecafe0001',
    );
    expect((await addScrapedChartToTemp(app.db, item, false)).outcome).toBe('added');
    expect((await addScrapedChartToTemp(app.db, item, false)).outcome).toBe('exists');
    expect(await rowsWithImage(item.image.url)).toHaveLength(1);
  });
});
