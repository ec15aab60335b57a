import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cleanScrapeUrls,
  MAX_SCRAPE_URLS,
  processChartUrlsRequestSchema,
  SCRAPE_MESSAGES,
} from './scrape';

describe('scrape requests', () => {
  it('keep trimmed lines that begin with http, once each', () => {
    expect(
      cleanScrapeUrls([
        '  https://a.example/x ',
        '',
        'ftp://b.example',
        'http://c.example',
        'https://a.example/x',
      ]),
    ).toEqual(['https://a.example/x', 'http://c.example']);
    // Scheme and host are case-insensitive: one page, keyed in lower case; the path is kept.
    expect(cleanScrapeUrls(['HTTP://A.Example/X', 'http://a.example/X'])).toEqual([
      'http://a.example/X',
    ]);
  });

  it('refuse a list with no valid URL with the documented message', () => {
    const result = processChartUrlsRequestSchema.safeParse({ urls: [' ', 'www.example.org'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SCRAPE_MESSAGES.noValidUrls);
  });

  it('default every option to off except handlePagination', () => {
    const parsed = processChartUrlsRequestSchema.parse({ urls: ['https://a.example'] });
    expect(parsed.options).toEqual({
      overwriteCharts: false,
      overwriteArticles: false,
      autoSync: false,
      autoAddToTemp: false,
      handlePagination: true,
    });
    const partial = processChartUrlsRequestSchema.parse({
      urls: ['https://a.example'],
      options: { autoAddToTemp: true },
    });
    expect(partial.options).toMatchObject({ autoAddToTemp: true, handlePagination: true });
  });
});

describe('the URL limit', () => {
  it('is one number: what the schema documents is what it refuses above', () => {
    const json = z.toJSONSchema(processChartUrlsRequestSchema, { io: 'input' }) as unknown as {
      properties: { urls: { maxItems?: number } };
    };
    expect(json.properties.urls.maxItems).toBe(MAX_SCRAPE_URLS);
    const urls = Array.from({ length: MAX_SCRAPE_URLS + 1 }, (_, i) => `https://a.example/${i}`);
    expect(processChartUrlsRequestSchema.safeParse({ urls: urls.slice(1) }).success).toBe(true);
    const refused = processChartUrlsRequestSchema.safeParse({ urls });
    expect(refused.error?.issues[0]?.message).toBe(SCRAPE_MESSAGES.tooManyUrls);
  });
});
