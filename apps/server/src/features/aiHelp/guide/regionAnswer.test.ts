import { describe, expect, it } from 'vitest';
import type { DataTable, RegionSummary } from '@dsb/core';
import { chartFacts, inferRoles } from './chartFacts';
import { describeRegion, type GuideChart } from './chartTutor';
import { formatNumber } from './format';
import { regionContext } from '../modelPrompt';

/** A price that rose from end to end of the box, with a peak and a dip between (made-up test data). */
const table: DataTable = {
  columns: [
    { name: 'year', title: 'Year', unit: null },
    { name: 'price', title: 'Price', unit: 'USD per barrel' },
  ],
  rows: [
    [2000, 30],
    [2001, 25],
    [2002, 97.45],
    [2003, 12.35],
    [2004, 40],
    [2005, 50],
  ],
};
const roles = inferRoles(table)!;
const chart: GuideChart = {
  label: 'Price',
  labelEasy: null,
  description: 'A price',
  descriptionEasy: null,
  research: null,
  sourceLabel: null,
  sourceUrl: null,
  table,
  roles,
  facts: chartFacts(table, roles),
};
const point = (x: number, y: number) => ({ series: null, x, y });
const summary: RegionSummary = {
  match: 'inside',
  xFrom: 2001,
  xTo: 2004,
  yFrom: 0,
  yTo: 100,
  points: [point(2001, 25), point(2002, 97.45), point(2003, 12.35), point(2004, 40)],
};

describe('the offline guide on a region', () => {
  it('reports the highest and lowest inside the box, not only its two ends', () => {
    const { message } = describeRegion(chart, summary);
    expect(message).toContain(
      'In 2001 it was 25 USD per barrel; in 2004 it was 40 USD per barrel.',
    );
    expect(message).toContain(
      'Highest 97.45 USD per barrel in 2002; lowest 12.35 USD per barrel in 2003.',
    );
  });

  it('tells a model the extremes too, even when the point list is cut', () => {
    const many = {
      ...summary,
      points: Array.from({ length: 80 }, (_, i) => point(1900 + i, i === 70 ? 500 : i)),
    };
    const text = regionContext(many);
    expect(text).not.toContain('1970: 500\n');
    expect(text).toContain('Highest of these: 1970: 500; lowest: 1900: 0.');
  });
});

describe('numbers in answers', () => {
  it('round halves the same way for every value (decimal, not binary, rounding)', () => {
    expect(formatNumber(354.45)).toBe('354.5');
    expect(formatNumber(427.35)).toBe('427.4');
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(-0.0004)).toBe('0');
    expect(formatNumber(2_500.5)).toBe('2,501');
  });
});
