import { z } from 'zod';
import { chartDataSchema, chartSourceSchema, type ChartData, type ChartSource } from './chartData';
import { chartSettingsSchema } from './chartSettings';

/**
 * A pupil's chart as other features receive it (docs/product/chart-builder.md, "Saved evidence,
 * the library and the AI tutor"): the Vega-Lite specification, the rows it plots and where they
 * come from, and the builder's settings when the sender has them. The AI tutor reads it as the
 * chart of a question (`context.chart` of POST /api/ai/chat); a pupil saves it to a story's saved
 * evidence (POST /api/stories/{id}/saved-charts); an admin promotes a saved one to the library.
 */

/** A chart specification sent to the AI tutor: its layout only, so 1 MB is plenty. */
export const MAX_AI_CHART_SPEC_BYTES = 1024 * 1024;
/**
 * Cells (rows times columns) of a chart sent to the AI tutor: the plotted columns of a chart at
 * the builder's 50,000-row limit (x, a colour column and eight y columns) fit.
 */
export const MAX_AI_CHART_CELLS = 500_000;
/** POST /api/ai/chat's body limit: a question with such a chart fits. */
export const MAX_AI_CHAT_BODY_BYTES = 8 * 1024 * 1024;
/** Rows a chart saved to a story's evidence may plot: the story stays small enough to save. */
export const MAX_SAVED_CHART_ROWS = 2000;
/** A saved chart's specification carries its plotted rows inline: 2,000 rows fit in 2 MB. */
export const MAX_SAVED_CHART_SPEC_BYTES = 2 * 1024 * 1024;
export const MAX_SAVED_CHART_BODY_BYTES = 6 * 1024 * 1024;
export const MAX_CHART_ALT_TEXT_LENGTH = 2000;
/** Saved evidence items made from a pupil's chart have ids starting with this. */
export const SAVED_CHART_ID_PREFIX = 'pupil-chart-';
/** A chart chat about a pupil's chart is keyed by this and the chart's canvas object id. */
export const PUPIL_CHART_CHAT_PREFIX = 'pupil-chart:';

export const PUPIL_CHART_MESSAGES = {
  specTooLarge: (megabytes: number) =>
    `The chart's specification is too large (at most ${megabytes} MB). Leave its data values out: the data travel as chartData.`,
  tooManyCells: (cells: number) =>
    `This chart has too many values for the AI tutor (at most ${cells.toLocaleString('en-US')} cells). Send only the columns it plots.`,
  rowWidth: 'Each row of chartData must have one cell per column.',
  chartOrEvidence:
    'A chart question needs evidenceId (a library chart) or chart (a chart you made).',
  pupilChartChat: 'This chat is about a chart you made: send the chart with the question.',
  tooManyRowsToSave: (rows: number) =>
    `A chart saved to your evidence can plot at most ${rows.toLocaleString('en-US')} rows. Filter it (for example to fewer years or countries) and save it again.`,
  nothingPlotted: 'This chart plots no values yet, so there is nothing to save.',
  renderFailed:
    'The chart could not be drawn from its specification. Check it in the chart builder.',
  savedChartNotFound: 'Saved chart not found',
  savedEvidenceFull: (max: number) =>
    `Your saved evidence is full (${max} items). Remove some items and save the chart again.`,
  alreadyPromoted: 'This chart is already in the evidence library.',
  altTextRequired: 'Alt text is required: describe the chart for readers who cannot see it.',
  promoted: 'The chart was added to the evidence library.',
  myData: 'My data',
  untitled: 'My chart',
} as const;

const specOf = (maxBytes: number) =>
  z.record(z.string(), z.unknown()).refine((spec) => JSON.stringify(spec).length <= maxBytes, {
    message: PUPIL_CHART_MESSAGES.specTooLarge(maxBytes / 1024 / 1024),
  });

const rowsMatchColumns = (data: ChartData) =>
  data.rows.every((row) => row.length === data.columns.length);

/** `context.chart` of POST /api/ai/chat. */
export const aiChartContextSchema = z.object({
  chartSpec: specOf(MAX_AI_CHART_SPEC_BYTES),
  chartData: chartDataSchema
    .refine(rowsMatchColumns, { message: PUPIL_CHART_MESSAGES.rowWidth })
    .refine((data) => data.rows.length * data.columns.length <= MAX_AI_CHART_CELLS, {
      message: PUPIL_CHART_MESSAGES.tooManyCells(MAX_AI_CHART_CELLS),
    }),
  chartSource: chartSourceSchema,
  /** What the pupil chose in the builder; without it the plotted columns are read off the spec. */
  chartSettings: chartSettingsSchema.optional(),
  altText: z.string().max(MAX_CHART_ALT_TEXT_LENGTH).optional(),
});
export type AiChartContext = z.infer<typeof aiChartContextSchema>;

/** The source a chart shows: its source's label, or "My data" for the pupil's own numbers. */
export function chartSourceLabel(source: ChartSource): string {
  const label = source.label.trim();
  if (label) return label;
  return source.kind === 'evidence' ? '' : PUPIL_CHART_MESSAGES.myData;
}
