import type { DataTable } from '@dsb/core';
import type { ChartSpec } from '../../evidence';

/**
 * Facts computed from a chart's data table (the rows the image was drawn from): what the offline
 * guide says about a chart, and what its tests check number by number. Pure.
 */

/** Which columns a chart plots. */
export type ChartRoles = {
  x: string;
  y: string;
  /** The column lines or bars are coloured by (one series per value), if any. */
  series: string | null;
  /** 'year' and 'number' x axes are trends; 'category' (a country per bar) is a comparison. */
  xKind: 'year' | 'number' | 'category';
  xTitle: string;
  yTitle: string;
  unit: string | null;
};

export type Point = { x: string | number; y: number };
export type Step = { from: Point; to: Point; change: number };

export type SeriesFacts = {
  series: string | null;
  count: number;
  first: Point;
  last: Point;
  change: number;
  /** Null unless the first value is positive and the last not negative. */
  percentChange: number | null;
  highest: Point;
  lowest: Point;
  /** The biggest rise (or fall) per unit of x between neighbouring points; null if none. */
  steepestRise: Step | null;
  steepestFall: Step | null;
};

export type ChartFacts = {
  roles: ChartRoles;
  kind: 'trend' | 'comparison';
  series: SeriesFacts[];
  /** Comparison charts: every item, highest first. Trends with several series: their last values. */
  compared: Array<{ name: string; value: number; x: string | number | null }>;
};

const columnIndex = (table: DataTable, name: string) =>
  table.columns.findIndex((c) => c.name === name);

/** The plotted columns of a chart drawn from a chart specification (seeded charts). */
export function rolesFromSpec(spec: ChartSpec, table: DataTable): ChartRoles {
  const column = (name: string) => table.columns.find((c) => c.name === name);
  return {
    x: spec.x.field,
    y: spec.y.field,
    series: spec.color?.field ?? null,
    xKind: spec.x.type === 'nominal' ? 'category' : spec.x.field === 'year' ? 'year' : 'number',
    xTitle: spec.x.title,
    yTitle: spec.y.title,
    unit: column(spec.y.field)?.unit ?? null,
  };
}

/**
 * For a data table without a specification (scraped charts): x is 'year' or the first text
 * column, y the last numeric column, series a text column with several values when x is a year.
 */
export function inferRoles(table: DataTable): ChartRoles | null {
  const numeric = (i: number) => table.rows.some((r) => typeof r[i] === 'number');
  const text = (i: number) => table.rows.some((r) => typeof r[i] === 'string');
  const indexes = table.columns.map((_, i) => i);
  // 'year' as scraped tables name it; 'Year' as a pupil's chart (promoted to the library) does.
  const yearAt = table.columns.findIndex((c) => c.name.toLowerCase() === 'year');
  const xAt = yearAt >= 0 ? yearAt : indexes.find(text);
  const yAt = indexes.filter((i) => i !== xAt && numeric(i)).at(-1);
  if (xAt === undefined || yAt === undefined) return null;
  const seriesAt =
    yearAt >= 0
      ? indexes.find((i) => i !== xAt && text(i) && new Set(table.rows.map((r) => r[i])).size > 1)
      : undefined;
  const x = table.columns[xAt]!;
  const y = table.columns[yAt]!;
  return {
    x: x.name,
    y: y.name,
    series: seriesAt === undefined ? null : table.columns[seriesAt]!.name,
    xKind: yearAt >= 0 ? 'year' : 'category',
    xTitle: x.title,
    yTitle: y.title,
    unit: y.unit,
  };
}

/** Rows as points per series (in table order within a series; trends sorted by x). */
export function seriesPoints(table: DataTable, roles: ChartRoles): Map<string | null, Point[]> {
  const xAt = columnIndex(table, roles.x);
  const yAt = columnIndex(table, roles.y);
  const sAt = roles.series ? columnIndex(table, roles.series) : -1;
  const groups = new Map<string | null, Point[]>();
  for (const row of table.rows) {
    const x = row[xAt];
    const y = row[yAt];
    if (typeof y !== 'number' || !Number.isFinite(y) || x === null || x === undefined) continue;
    const key = sAt >= 0 ? String(row[sAt] ?? '') : null;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push({ x, y });
  }
  if (roles.xKind !== 'category') {
    for (const points of groups.values()) points.sort((a, b) => Number(a.x) - Number(b.x));
  }
  return groups;
}

function extreme(points: Point[], better: (a: number, b: number) => boolean): Point {
  return points.reduce((best, p) => (better(p.y, best.y) ? p : best), points[0]!);
}

/** The neighbouring pair with the biggest rise (sign 1) or fall (sign -1) per unit of x. */
function steepest(points: Point[], sign: 1 | -1): Step | null {
  let best: Step | null = null;
  let bestRate = 0;
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1]!;
    const to = points[i]!;
    const dx = Number(to.x) - Number(from.x);
    const change = to.y - from.y;
    if (!(dx > 0) || change * sign <= 0) continue;
    const rate = (change * sign) / dx;
    if (rate > bestRate) {
      bestRate = rate;
      best = { from, to, change };
    }
  }
  return best;
}

function factsOf(series: string | null, points: Point[], trend: boolean): SeriesFacts {
  const first = points[0]!;
  const last = points.at(-1)!;
  const change = last.y - first.y;
  return {
    series,
    count: points.length,
    first,
    last,
    change,
    // Only between positive values: a percentage of a value near or below zero (a temperature
    // anomaly) means nothing.
    percentChange: first.y > 0 && last.y >= 0 ? (change / first.y) * 100 : null,
    highest: extreme(points, (a, b) => a > b),
    lowest: extreme(points, (a, b) => a < b),
    steepestRise: trend ? steepest(points, 1) : null,
    steepestFall: trend ? steepest(points, -1) : null,
  };
}

/** Every fact the offline guide states about a chart; null when the table has no plottable rows. */
export function chartFacts(table: DataTable, roles: ChartRoles): ChartFacts | null {
  const groups = seriesPoints(table, roles);
  const trend = roles.xKind !== 'category';
  const series = [...groups.entries()]
    .filter(([, points]) => points.length > 0)
    .map(([name, points]) => factsOf(name, points, trend));
  if (series.length === 0) return null;
  const compared = trend
    ? series.length > 1
      ? series.map((s) => ({ name: s.series ?? '', value: s.last.y, x: s.last.x }))
      : []
    : [...groups.values()].flat().map((p) => ({ name: String(p.x), value: p.y, x: null }));
  compared.sort((a, b) => b.value - a.value);
  return { roles, kind: trend ? 'trend' : 'comparison', series, compared };
}

/** The value at an x (a year the student asks about), per series. */
export function valuesAt(
  table: DataTable,
  roles: ChartRoles,
  x: string | number,
): Array<{ series: string | null; point: Point }> {
  const found: Array<{ series: string | null; point: Point }> = [];
  for (const [series, points] of seriesPoints(table, roles)) {
    const point = points.find((p) => String(p.x).toLowerCase() === String(x).toLowerCase());
    if (point) found.push({ series, point });
  }
  return found;
}
