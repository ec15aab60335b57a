import type { DataTable, RegionSummary, SelectionRegion } from '@dsb/core';
import type { ChartRecord } from '../../evidence';
import type { ChartDefinition } from '../../evidence';
import { CHART_HEIGHT, CHART_WIDTH } from '../../evidence';
import { chartSpec, headlessView } from '../../evidence';
import { seriesPoints, type ChartRoles, type Point } from './chartFacts';

/**
 * Where a chart's data sit on its image. The geometry comes from the same Vega-Lite
 * specification the PNG was rendered from (features/evidence/charts/renderChart.ts), run again
 * without drawing, so a box in percentages of the image maps to the axes exactly as the student
 * sees them.
 */
type Scale = {
  (value: unknown): number | undefined;
  invert?: (pixel: number) => unknown;
  bandwidth?: () => number;
  domain: () => unknown[];
  range: () => number[];
};

export type ChartGeometry = {
  /** The image's logical size (the PNG is CHART_SCALE times larger). */
  width: number;
  height: number;
  /** The plot area's top-left corner in the image. */
  origin: [number, number];
  x: Scale;
  y: Scale;
};

/** The chart's scales and plot origin, from its specification and rows. */
export async function chartGeometry(
  def: ChartDefinition,
  records: ChartRecord[],
): Promise<ChartGeometry> {
  const view = await headlessView(chartSpec(def, records));
  try {
    await view.runAsync();
    const padding = view.padding() as { left: number; top: number };
    return {
      width: CHART_WIDTH,
      height: CHART_HEIGHT,
      // The drawing is translated by the origin plus the padding (renderChart's SVG shows it).
      origin: [view.origin()[0]! + padding.left, view.origin()[1]! + padding.top],
      x: view.scale('x') as unknown as Scale,
      y: view.scale('y') as unknown as Scale,
    };
  } finally {
    view.finalize();
  }
}

/** A data table's rows as the records the chart was drawn from. */
export function recordsOf(table: DataTable): ChartRecord[] {
  return table.rows.map((row) =>
    Object.fromEntries(table.columns.map((c, i) => [c.name, row[i] ?? null])),
  ) as ChartRecord[];
}

type Box = { left: number; right: number; top: number; bottom: number };

/** Where a point is drawn, as a rectangle in image pixels (a bar is its whole bar). */
function pointRect(geometry: ChartGeometry, point: Point): Box | null {
  const [ox, oy] = geometry.origin;
  const x = geometry.x(point.x);
  const y = geometry.y(point.y);
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  const band = geometry.x.bandwidth?.() ?? 0;
  if (band === 0) return { left: ox + x, right: ox + x, top: oy + y, bottom: oy + y };
  // A bar stands on its baseline: zero when the axis shows it, else the bottom of the plot.
  const [rangeBottom] = geometry.y.range();
  const zero = geometry.y(0);
  const base = zero !== undefined && Number.isFinite(zero) ? zero : rangeBottom!;
  return {
    left: ox + x,
    right: ox + x + band,
    top: oy + Math.min(y, base),
    bottom: oy + Math.max(y, base),
  };
}

const overlaps = (a: Box, b: Box) =>
  a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;

const clamp = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v));

/** The y values at the box's bottom and top edges (inside the plot). */
function yRange(geometry: ChartGeometry, box: Box): [number | null, number | null] {
  const invert = geometry.y.invert;
  if (!invert) return [null, null];
  const [bottom, top] = geometry.y.range() as [number, number];
  const oy = geometry.origin[1];
  const at = (pixel: number) => Number(invert(clamp(pixel - oy, top, bottom)));
  const low = at(box.bottom);
  const high = at(box.top);
  // To two significant digits of the axis span: a box is drawn by hand, 0.1994 means 0.2.
  const span = Math.abs(Number(invert(top)) - Number(invert(bottom)));
  const step = span > 0 ? 10 ** (Math.floor(Math.log10(span)) - 1) : 0;
  const round = (v: number) =>
    step > 0 ? Number((Math.round(v / step) * step).toPrecision(12)) : v;
  return [round(low), round(high)];
}

/**
 * The data under a selection box (docs/product/ai-help.md, region questions). Points drawn inside
 * the box are 'inside'. When none is (a box over a stretch of line between points), the points in
 * the box's x range are given instead ('x-range'); 'none' when the box misses the plot.
 */
export function regionData(
  geometry: ChartGeometry,
  table: DataTable,
  roles: ChartRoles,
  region: SelectionRegion,
): RegionSummary {
  const box: Box = {
    left: (region.x / 100) * geometry.width,
    right: ((region.x + region.width) / 100) * geometry.width,
    top: (region.y / 100) * geometry.height,
    bottom: ((region.y + region.height) / 100) * geometry.height,
  };
  type Found = { point: RegionSummary['points'][number]; left: number };
  const inside: Found[] = [];
  const inColumn: Found[] = [];
  for (const [series, points] of seriesPoints(table, roles)) {
    for (const point of points) {
      const rect = pointRect(geometry, point);
      if (!rect) continue;
      const found = { point: { series, x: point.x, y: point.y }, left: rect.left };
      if (overlaps(rect, box)) inside.push(found);
      else if (overlaps({ ...rect, top: -Infinity, bottom: Infinity }, box)) inColumn.push(found);
    }
  }
  // A box beside the plot (over the title or legend) is about no data at all.
  const [ox, oy] = geometry.origin;
  const [xStart, xEnd] = geometry.x.range() as [number, number];
  const [yBottom, yTop] = geometry.y.range() as [number, number];
  const plot = { left: ox + xStart, right: ox + xEnd, top: oy + yTop, bottom: oy + yBottom };
  if (!overlaps(plot, box)) inColumn.length = 0;
  // Left to right as drawn (a bar chart sorted by value is not in table order).
  const columnXs = [...inside, ...inColumn].sort((a, b) => a.left - b.left).map((f) => f.point.x);
  const [yFrom, yTo] = yRange(geometry, box);
  const chosen = inside.length > 0 ? inside : inColumn;
  return {
    match: inside.length > 0 ? 'inside' : inColumn.length > 0 ? 'x-range' : 'none',
    xFrom: columnXs[0] ?? null,
    xTo: columnXs.at(-1) ?? null,
    yFrom,
    yTo,
    points: chosen.sort((a, b) => a.left - b.left).map((f) => f.point),
  };
}
