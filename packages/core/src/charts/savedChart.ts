import { z } from 'zod';
import { dataTableSchema, type DataTable } from '../evidence';
import { storedJson, storedText } from '../text';
import { chartDataSchema, chartSourceSchema, columnNamed, type ChartData } from './chartData';
import { chartSettingsSchema, type ChartSettings } from './chartSettings';
import { plottedPoints, seriesOf } from './plottedRows';
import {
  MAX_AI_CHART_SPEC_BYTES,
  MAX_CHART_ALT_TEXT_LENGTH,
  PUPIL_CHART_MESSAGES,
} from './pupilChart';

/**
 * A pupil's chart saved to a story's Saved evidence, and promoted from there to the library
 * (docs/product/chart-builder.md, "Saved evidence, the library and the AI tutor").
 */

/**
 * Body of POST /api/stories/{id}/saved-charts. The server draws the picture from the settings and
 * the data (compileChart), the same specification the builder made, so it never renders a
 * specification it did not write itself; `chartSpec` is accepted for symmetry with the canvas
 * object and otherwise unused.
 */
export const savedChartRequestSchema = z.strictObject({
  chartSpec: z
    .record(z.string(), z.unknown())
    .refine((spec) => JSON.stringify(spec).length <= MAX_AI_CHART_SPEC_BYTES, {
      message: PUPIL_CHART_MESSAGES.specTooLarge(MAX_AI_CHART_SPEC_BYTES / 1024 / 1024),
    })
    .optional(),
  chartData: storedJson(chartDataSchema).refine(
    (data) => data.rows.every((row) => row.length === data.columns.length),
    { message: PUPIL_CHART_MESSAGES.rowWidth },
  ),
  chartSource: storedJson(chartSourceSchema),
  chartSettings: storedJson(chartSettingsSchema),
  altText: storedText()
    .trim()
    .min(1, PUPIL_CHART_MESSAGES.altTextRequired)
    .max(MAX_CHART_ALT_TEXT_LENGTH),
});
export type SavedChartRequest = z.infer<typeof savedChartRequestSchema>;

/** A saved chart as a story's saved evidence holds it (an evidence item's fields, and its own). */
export const savedChartSchema = z.object({
  _id: z.string(),
  kind: z.literal('pupil-chart'),
  type: z.literal('chart'),
  isChart: z.literal(true),
  label: z.string(),
  description: z.string(),
  altText: z.string(),
  sourceLabel: z.string(),
  sourceURL: z.string().nullable(),
  imageURL: z.string(),
  s3URL: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  dataTable: dataTableSchema,
  chartSource: chartSourceSchema,
  savedAt: z.string(),
});
export type SavedChart = z.infer<typeof savedChartSchema>;

/** Answer of POST /api/stories/{id}/saved-charts: the saved item and the story's new version. */
export const savedChartResponseSchema = z.object({ chart: savedChartSchema, version: z.number() });

/** Body of POST /api/admin/evidence/promote-chart. */
export const promoteChartRequestSchema = z.strictObject({
  storyId: z.string().min(1).max(100),
  chartId: z.string().min(1).max(100),
});
export type PromoteChartRequest = z.infer<typeof promoteChartRequestSchema>;
export const promoteChartResponseSchema = z.object({ id: z.string(), message: z.string() });

/** GET /api/admin/evidence/pupil-charts: pupils' saved charts, newest first. */
export const pupilChartListItemSchema = z.object({
  storyId: z.string(),
  storyTitle: z.string(),
  chart: savedChartSchema,
  /** The library item made from it, if an admin promoted it already. */
  promotedId: z.string().nullable(),
});
export const pupilChartListSchema = z.object({ items: z.array(pupilChartListItemSchema) });
export type PupilChartListItem = z.infer<typeof pupilChartListItemSchema>;

/** The name of the series column of a table made from several y columns. */
export const SERIES_COLUMN = 'Series';
export const VALUE_COLUMN = 'Value';

/**
 * The rows a chart plots as a data table (the evidence library's shape and the shape the AI
 * tutor's facts read): x, the series when there are several, and the value, one row per plotted
 * point in x order, with the titles and unit the chart shows. Filters apply: the table is what the
 * picture shows.
 */
export function plottedTable(settings: ChartSettings, data: ChartData): DataTable {
  const points = plottedPoints(settings, data);
  const xColumn = columnNamed(data, settings.x);
  const yColumn = columnNamed(data, settings.y[0]);
  const colour = settings.y.length > 1 ? null : columnNamed(data, settings.color);
  const several = seriesOf(points).some((series) => series !== null);
  const valueName = settings.y.length > 1 ? VALUE_COLUMN : (yColumn?.name ?? VALUE_COLUMN);
  const seriesName = colour?.name ?? SERIES_COLUMN;
  const valueTitle =
    settings.yTitle || (settings.y.length > 1 ? VALUE_COLUMN : (yColumn?.title ?? VALUE_COLUMN));
  const unit = settings.unit || (settings.y.length === 1 ? (yColumn?.unit ?? null) : null) || null;
  const columns = [
    { name: settings.x, title: settings.xTitle || xColumn?.title || settings.x, unit: null },
    ...(several ? [{ name: seriesName, title: colour?.title ?? SERIES_COLUMN, unit: null }] : []),
    { name: valueName, title: valueTitle, unit },
  ];
  const rows = points.map((p) => (several ? [p.x, p.series, p.value] : [p.x, p.value]));
  return { columns, rows };
}
