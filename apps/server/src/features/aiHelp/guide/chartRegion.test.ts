import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SelectionRegion } from '@dsb/core';
import { loadSeedCharts, type SeedChart } from '../../evidence/seed';
import { CHART_SCALE } from '../../evidence/charts/chartSize';
import { renderChartPng } from '../../evidence/charts/renderChart';
import { rolesFromSpec } from './chartFacts';
import { chartGeometry, regionData, type ChartGeometry } from './chartRegion';
import { describeRegion } from './chartTutor';

let charts: SeedChart[];
beforeAll(async () => {
  charts = await loadSeedCharts();
});

async function setUp(slug: string) {
  const chart = charts.find((c) => c.def.slug === slug)!;
  const geometry = await chartGeometry(chart.def, chart.records);
  return { chart, geometry, roles: rolesFromSpec(chart.def.chart, chart.table) };
}

/** A box of `size` logical pixels centred on a point, as percentages of the image. */
function boxAround(geometry: ChartGeometry, px: number, py: number, size = 12): SelectionRegion {
  return {
    x: ((px - size / 2) / geometry.width) * 100,
    y: ((py - size / 2) / geometry.height) * 100,
    width: (size / geometry.width) * 100,
    height: (size / geometry.height) * 100,
  };
}

/** True when the rendered PNG has the series colour (#0072B2) within a few pixels of a point. */
async function drawnNear(png: Buffer, px: number, py: number): Promise<boolean> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const cx = Math.round(px * CHART_SCALE);
  const cy = Math.round(py * CHART_SCALE);
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const i = ((cy + dy) * info.width + (cx + dx)) * info.channels;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (Math.abs(r - 0x00) < 40 && Math.abs(g - 0x72) < 40 && Math.abs(b - 0xb2) < 40)
        return true;
    }
  }
  return false;
}

describe('a selection box maps to the data through the chart specification', () => {
  it('a box around the last point of the temperature line holds 2023 at 1.17 °C, where the PNG draws it', async () => {
    const { chart, geometry, roles } = await setUp('global-temperature-anomaly-1880-2023');
    const px = geometry.origin[0] + geometry.x(2023)!;
    const py = geometry.origin[1] + geometry.y(1.17)!;
    // The geometry is the rendered image's: the line is drawn exactly there.
    const { png } = await renderChartPng(chart.def, chart.records);
    expect(await drawnNear(png, px, py)).toBe(true);
    expect(await drawnNear(png, px, py + 120)).toBe(false);

    const summary = regionData(geometry, chart.table, roles, boxAround(geometry, px, py, 6));
    expect(summary.match).toBe('inside');
    expect(summary.points).toEqual([{ series: null, x: 2023, y: 1.17 }]);
    const message = describeRegion(
      {
        ...chart.def,
        labelEasy: null,
        descriptionEasy: null,
        sourceUrl: null,
        table: chart.table,
        roles,
        facts: null,
      },
      summary,
    ).message;
    expect(message).toMatch(/can't match/); // without facts the guide says so rather than guess
  });

  it('a box over the 1900s holds exactly the years and values the table has there', async () => {
    const { chart, geometry, roles } = await setUp('global-temperature-anomaly-1880-2023');
    const [left, right] = [geometry.x(1900)!, geometry.x(1910)!].map((v) => v + geometry.origin[0]);
    const [top, bottom] = [geometry.y(0)!, geometry.y(-0.6)!].map((v) => v + geometry.origin[1]);
    const region = {
      x: ((left! - 1) / geometry.width) * 100,
      y: (top! / geometry.height) * 100,
      width: ((right! - left! + 2) / geometry.width) * 100,
      height: ((bottom! - top!) / geometry.height) * 100,
    };
    const summary = regionData(geometry, chart.table, roles, region);
    const expected = chart.records
      .filter((r) => (r.year as number) >= 1900 && (r.year as number) <= 1910)
      .filter((r) => (r.temperature_anomaly_c as number) <= 0)
      .map((r) => ({ series: null, x: r.year, y: r.temperature_anomaly_c }));
    expect(summary.match).toBe('inside');
    expect(summary.points).toEqual(expected);
    expect(summary.xFrom).toBe(1900);
    expect(summary.xTo).toBe(1910);
    expect(summary.yFrom).toBeCloseTo(-0.6, 5);
    expect(summary.yTo).toBeCloseTo(0, 5);
  });

  it('a box above the line gives the values of the years it spans (x-range)', async () => {
    const { chart, geometry, roles } = await setUp('global-temperature-anomaly-1880-2023');
    const left = geometry.origin[0] + geometry.x(1950)! - 1;
    const right = geometry.origin[0] + geometry.x(1955)! + 1;
    const top = geometry.origin[1] + geometry.y(1.2)!;
    const summary = regionData(geometry, chart.table, roles, {
      x: (left / geometry.width) * 100,
      y: (top / geometry.height) * 100,
      width: ((right - left) / geometry.width) * 100,
      height: (10 / geometry.height) * 100,
    });
    expect(summary.match).toBe('x-range');
    expect(summary.points.map((p) => p.x)).toEqual([1950, 1951, 1952, 1953, 1954, 1955]);
  });

  it('a box over the top of the tallest bar holds that country, drawn in the bar colour', async () => {
    const { chart, geometry, roles } = await setUp('forest-area-share-2023-by-country');
    const tallest = [...chart.records].sort(
      (a, b) => (b.forest_area_pct_of_land as number) - (a.forest_area_pct_of_land as number),
    )[0]!;
    const band = geometry.x.bandwidth!();
    const px = geometry.origin[0] + geometry.x(tallest.country)! + band / 2;
    const py = geometry.origin[1] + geometry.y(tallest.forest_area_pct_of_land)! + 4;
    const { png } = await renderChartPng(chart.def, chart.records);
    expect(await drawnNear(png, px, py)).toBe(true);
    const summary = regionData(geometry, chart.table, roles, boxAround(geometry, px, py, 4));
    expect(summary.points).toEqual([
      { series: null, x: tallest.country, y: tallest.forest_area_pct_of_land },
    ]);
  });

  it('a box over the title misses the data', async () => {
    const { chart, geometry, roles } = await setUp('forest-area-share-2023-by-country');
    const summary = regionData(geometry, chart.table, roles, { x: 1, y: 0, width: 30, height: 3 });
    expect(summary).toMatchObject({ match: 'none', points: [] });
  });
});
