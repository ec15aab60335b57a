import { describe, expect, it } from 'vitest';
import {
  SCRAPE_SKIP_REASONS,
  evidenceTempAddSchema,
  type ChartDetail,
  type ScrapeResult,
} from '@dsb/core';
import {
  addableCharts,
  addAllText,
  chartKey,
  chartLabel,
  chartStatus,
  dimensionsText,
  skippedText,
  tempAddBody,
} from './chartStatus';

const chart = (overrides: Partial<ChartDetail> = {}): ChartDetail => ({
  label: 'Hours online per day',
  description: 'Teens spend more hours online each year.',
  dimensions: { width: 800, height: 600 },
  mediaURL: '/files/scraped/abc.png',
  originalURL: 'https://research.example/img/chart-800.png',
  isDirectDownload: true,
  status: 'found',
  addedToTemp: false,
  ...overrides,
});

describe('chartStatus', () => {
  it('is addable until added, then Added to Temp', () => {
    expect(chartStatus(chart(), false)).toEqual({ kind: 'addable' });
    expect(chartStatus(chart(), true)).toEqual({ kind: 'added', text: 'Added to Temp' });
  });

  it('reads Processed when the scrape itself added it (auto-add)', () => {
    expect(chartStatus(chart({ addedToTemp: true }), false)).toEqual({
      kind: 'processed',
      text: 'Processed',
    });
  });

  it('reads Skipped: {reason} for a skipped image, whatever the add state', () => {
    const skipped = chart({ status: 'skipped', reason: SCRAPE_SKIP_REASONS.tooSmall });
    expect(chartStatus(skipped, true)).toEqual({ kind: 'skipped', text: 'Skipped: too small' });
  });
});

describe('skippedText', () => {
  it('adds the prefix only when the reason lacks it', () => {
    expect(skippedText(SCRAPE_SKIP_REASONS.logoOrIcon)).toBe('Skipped: logo or icon');
    expect(skippedText('blocked by the site')).toBe('Skipped: blocked by the site');
    expect(skippedText(undefined)).toBe('Skipped: not a chart');
  });
});

describe('labels and sizes', () => {
  it('names an untitled chart and writes width x height', () => {
    expect(chartLabel(chart({ label: '  ' }))).toBe('Untitled chart');
    expect(dimensionsText(chart())).toBe('800 x 600');
    expect(dimensionsText(chart({ dimensions: null }))).toBe('Size unknown');
  });
});

describe('tempAddBody', () => {
  it('sends the chart fields the server schema accepts, with force', () => {
    const body = tempAddBody(chart(), 'https://research.example/report.html', true);
    expect(body).toEqual({
      label: 'Hours online per day',
      description: 'Teens spend more hours online each year.',
      s3URL: '/files/scraped/abc.png',
      sourceURL: 'https://research.example/report.html',
      originalURL: 'https://research.example/img/chart-800.png',
      width: 800,
      height: 600,
      force: true,
    });
    expect(evidenceTempAddSchema.safeParse(body).success).toBe(true);
  });

  it('keeps the topic the scraper found and the page the chart is on, as auto-add does', () => {
    const detail = chart({
      topicTagStatic: 'climate',
      sourceURL: 'https://research.example/report.html?page=2',
    });
    const body = tempAddBody(detail, 'https://research.example/report.html', false);
    expect(body).toMatchObject({
      topicTagStatic: 'climate',
      sourceURL: 'https://research.example/report.html?page=2',
    });
    expect(evidenceTempAddSchema.safeParse(body).success).toBe(true);
    expect(
      tempAddBody(chart({ topicTagStatic: null }), 'https://r.example/', false),
    ).not.toHaveProperty('topicTagStatic');
  });

  it('leaves out an original address that is not a web address (an image found inline)', () => {
    const inline = chart({ originalURL: 'data:image/png;base64,iVBORw0KGgo=' });
    const body = tempAddBody(inline, 'https://research.example/report.html', false);
    expect(body.originalURL).toBeUndefined();
    expect(evidenceTempAddSchema.safeParse(body).success).toBe(true);
  });

  it('cuts an overlong caption to the stored limit and leaves out a missing size', () => {
    const body = tempAddBody(
      chart({ label: 'x'.repeat(400), dimensions: null }),
      'https://research.example/report.html',
      false,
    );
    expect(body.label).toHaveLength(300);
    expect(body).not.toHaveProperty('width');
    expect(evidenceTempAddSchema.safeParse(body).success).toBe(true);
  });
});

describe('Add all to Temp', () => {
  const result = (details: ChartDetail[]): ScrapeResult => ({
    url: 'https://research.example/report.html',
    success: true,
    message: '',
    errors: [],
    chartsFound: details.length,
    chartsSaved: details.length,
    skippedCharts: 0,
    sample: null,
    processingDetails: {
      chartDetection: { debugLog: [], chartDetails: details },
      databaseOperations: { debugLog: [], failed: 0, operationDetails: [] },
    },
  });

  it('takes the found charts not added yet, by the scrape or here', () => {
    const page = result([
      chart(),
      chart({ addedToTemp: true }),
      chart({ status: 'skipped', reason: SCRAPE_SKIP_REASONS.tooSmall }),
      chart({ mediaURL: null }),
      chart({ label: 'Added here' }),
    ]);
    const addedHere = new Set([chartKey(page.url, 4)]);
    expect(addableCharts([page], (key) => addedHere.has(key))).toEqual([
      { key: chartKey(page.url, 0), detail: chart(), pageUrl: page.url },
    ]);
  });

  it('says how many were added, already collected and failed', () => {
    expect(addAllText({ added: 3, collected: 0, failed: 0 })).toBe('Added 3 charts to Temp');
    expect(addAllText({ added: 1, collected: 2, failed: 1 })).toBe(
      'Added 1 chart to Temp; 2 already collected; 1 could not be added',
    );
  });
});
