import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCRAPE_SKIP_REASONS } from '@dsb/core';
import { detectCharts } from './detect';

// Where a chart's label and description come from, and which images are furniture: on a page
// like the outside check's (charts without captions, a tracking pixel under a chart's heading,
// a chart whose file name holds 'share').

const page = readFileSync(new URL('./fixtures/site/city/transport.html', import.meta.url), 'utf8');
const detection = detectCharts(page, 'https://city.example/city/transport.html');
const chart = (file: string) => detection.charts.find((c) => c.mediaURL?.endsWith(file));
const skipped = (part: string) => detection.skipped.find((s) => s.mediaURL?.includes(part));

describe('chart text', () => {
  it("never takes the paragraph that introduces the next chart as a chart's description", () => {
    expect(chart('bike-lanes.png')).toMatchObject({ label: 'Bike lanes', description: '' });
    expect(chart('tree-cover.png')).toMatchObject({
      label: 'Tree cover by district',
      description: 'Street trees planted each year doubled after the 2019 greening plan.',
    });
  });

  it("labels a skipped image by its own texts, never by the chart's heading", () => {
    const pixel = skipped('/pixel/collect.gif');
    expect(pixel?.reason).toBe(SCRAPE_SKIP_REASONS.notAnImage);
    expect(pixel?.label).not.toMatch(/Offshore wind/);
    expect(chart('offshore-share.png')?.label).toBe(
      "Offshore wind share of the city's electricity",
    );
  });
});

describe('furniture names', () => {
  it("keeps a chart-sized image whose file name holds 'share'", () => {
    expect(chart('offshore-share.png')).toMatchObject({ width: 800, height: 500 });
    expect(chart('offshore-share.png')?.nameHint).toBeUndefined();
    expect(skipped('offshore-share.png')).toBeUndefined();
  });

  it('leaves an image of unknown size with such a name to its downloaded size', () => {
    expect(chart('solar-share.png')?.nameHint).toBe('share');
    expect(chart('share-badge.png')?.nameHint).toBe('share');
  });
});
