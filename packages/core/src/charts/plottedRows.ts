import { columnNamed, type Cell, type ChartColumn, type ChartData } from './chartData';
import type { ChartFilter, ChartSettings } from './chartSettings';

/** Internal field names for the series and value of folded (wide) data; no header can take them. */
export const SERIES_FIELD = '__series';
export const VALUE_FIELD = '__value';

/** One plotted point: its x, its series (null for a single series) and its value. */
export type PlottedPoint = { x: Cell; series: string | null; value: number };

function compare(a: Cell, b: Cell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

function keeps(filter: ChartFilter, cell: Cell): boolean {
  if (filter.kind === 'pick') return cell !== null && filter.values.includes(String(cell));
  if (cell === null) return false;
  if (filter.from !== null && compare(cell, filter.from) < 0) return false;
  return !(filter.to !== null && compare(cell, filter.to) > 0);
}

/** The rows the filters keep (a filter on a column the data no longer has keeps everything). */
export function filteredRows(settings: ChartSettings, data: ChartData): Cell[][] {
  const active = settings.filters
    .map((filter) => ({ filter, index: data.columns.findIndex((c) => c.name === filter.column) }))
    .filter(({ index }) => index >= 0);
  if (active.length === 0) return data.rows;
  return data.rows.filter((row) => active.every(({ filter, index }) => keeps(filter, row[index]!)));
}

/**
 * The points a chart draws, in x order: one per row and y column (several y columns make one
 * series each, named by their titles), or per row split by the colour column. Rows without a
 * number are left out: a gap, not a zero.
 */
export function plottedPoints(settings: ChartSettings, data: ChartData): PlottedPoint[] {
  const index = (name: string | null) => data.columns.findIndex((c) => c.name === name);
  const xAt = index(settings.x);
  const colorAt = settings.y.length > 1 ? -1 : index(settings.color);
  const ys = settings.y
    .map((name) => ({ at: index(name), column: columnNamed(data, name) }))
    .filter((y): y is { at: number; column: ChartColumn } => y.at >= 0 && y.column !== null);
  if (xAt < 0 || ys.length === 0) return [];
  const points: PlottedPoint[] = [];
  for (const row of filteredRows(settings, data)) {
    for (const y of ys) {
      const value = row[y.at];
      if (typeof value !== 'number') continue;
      const series =
        ys.length > 1 ? y.column.title : colorAt >= 0 ? String(row[colorAt] ?? '') : null;
      points.push({ x: row[xAt] ?? null, series, value });
    }
  }
  return points.sort((a, b) => compare(a.x, b.x));
}

/** The series in first-seen order (one unnamed series when the chart has no colour split). */
export function seriesOf(points: readonly PlottedPoint[]): (string | null)[] {
  return [...new Set(points.map((point) => point.series))];
}
