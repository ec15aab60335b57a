import { z } from 'zod';

/**
 * What the pupil chose in the chart builder (docs/product/chart-builder.md). Kept with the chart
 * on the slide, so double-clicking it reopens the builder as it was; the Vega-Lite specification
 * is compiled from these settings and the data (compileChart).
 */
export const CHART_TYPES = ['line', 'bar', 'stacked-bar', 'area', 'scatter', 'pie'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
/** At most this many y columns (series side by side) in one chart. */
export const MAX_Y_COLUMNS = 8;
export const MAX_ANNOTATIONS = 10;
const field = z.string().min(1).max(100);
const label = z.string().max(120);

export const chartFilterSchema = z.discriminatedUnion('kind', [
  /** Keep only these values of a category column (e.g. three countries). */
  z.object({
    kind: z.literal('pick'),
    column: field,
    values: z.array(z.string().max(500)).max(500),
  }),
  /** Keep a number or date column between two values (e.g. 2000 to 2020), either end open. */
  z.object({
    kind: z.literal('range'),
    column: field,
    from: z.union([z.number(), z.string().max(20)]).nullable(),
    to: z.union([z.number(), z.string().max(20)]).nullable(),
  }),
]);
export type ChartFilter = z.infer<typeof chartFilterSchema>;

const point = z.union([z.number(), z.string().max(500)]);
export const chartAnnotationSchema = z.discriminatedUnion('kind', [
  /** A labelled point: at an x value (on the first series when y is not given). */
  z.object({ kind: z.literal('point'), x: point, y: z.number().nullable(), label }),
  /** A shaded range of x (e.g. a recession). */
  z.object({ kind: z.literal('range'), from: point, to: point, label }),
  /** A reference line across the chart at a y value (e.g. a target). */
  z.object({ kind: z.literal('rule'), y: z.number(), label }),
]);
export type ChartAnnotation = z.infer<typeof chartAnnotationSchema>;

/**
 * Series colours, each at least 3:1 against white (graphics must stand out from the page) and
 * told apart with every common colour-vision type (checked in palette.test.ts).
 */
export const PALETTES = {
  /** Okabe-Ito, its orange darkened and its yellow and sky blue left out (too light on white). */
  'okabe-ito': ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#A86800', '#000000'],
  /** One hue in steps, for series that are ordered (low to high). */
  blues: ['#08306B', '#08519C', '#2171B5', '#4292C6'],
} as const;
export type PaletteName = keyof typeof PALETTES;

export const chartSettingsSchema = z.object({
  type: z.enum(CHART_TYPES),
  x: field,
  /** One column, or several plotted as series side by side (wide data: Year, UK, France...). */
  y: z.array(field).min(1).max(MAX_Y_COLUMNS),
  /** A category column that splits the rows into series (long data: Year, Country, Value). */
  color: field.nullable(),
  filters: z.array(chartFilterSchema).max(10),
  sort: z.enum(['none', 'ascending', 'descending']),
  logScale: z.boolean(),
  title: z.string().max(200),
  xTitle: z.string().max(120),
  yTitle: z.string().max(120),
  /** The y values' unit, shown on the axis ("years", "%"). */
  unit: z.string().max(40),
  /** The line under the chart that says where the numbers come from. */
  sourceLine: z.string().max(300),
  annotations: z.array(chartAnnotationSchema).max(MAX_ANNOTATIONS),
  palette: z.enum(Object.keys(PALETTES) as [PaletteName, ...PaletteName[]]),
  /** Warnings the pupil dismissed (by id), so they stay dismissed when the builder reopens. */
  dismissedWarnings: z.array(z.string().max(40)).max(20),
});
export type ChartSettings = z.infer<typeof chartSettingsSchema>;

export function defaultChartSettings(x: string, y: string): ChartSettings {
  return {
    type: 'bar',
    x,
    y: [y],
    color: null,
    filters: [],
    sort: 'none',
    logScale: false,
    title: '',
    xTitle: '',
    yTitle: '',
    unit: '',
    sourceLine: '',
    annotations: [],
    palette: 'okabe-ito',
    dismissedWarnings: [],
  };
}
