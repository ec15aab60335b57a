import { z } from 'zod';

const fieldName = z.string().regex(/^[a-z][a-z0-9_]*$/, 'field names are snake_case');

const axisSchema = z.strictObject({
  field: fieldName,
  title: z.string().min(1),
  /** 'temporal' here means integer years; renderChart plots them on a linear year axis. */
  type: z.enum(['quantitative', 'temporal', 'ordinal', 'nominal']),
});

/** How a seeded chart is drawn from its extract (charts.json `chart`). */
export const chartSpecSchema = z.strictObject({
  mark: z.enum(['line', 'bar', 'area', 'point']),
  /** Path of the CSV extract, relative to the folder of charts.json. */
  extract: z.string().regex(/^extracts\/[a-z0-9-]+\.csv$/),
  x: axisSchema,
  y: axisSchema.extend({ type: z.literal('quantitative') }),
  /** The series a line or bar is coloured by (country, or the label column of a long extract). */
  color: z.strictObject({ field: fieldName, title: z.string().min(1) }).optional(),
  log: z.boolean().optional(),
  /** Rows kept: each listed column must hold one of the listed values. */
  filter: z.record(fieldName, z.array(z.string()).min(1)).optional(),
  yearFrom: z.number().int().optional(),
  yearTo: z.number().int().optional(),
});
export type ChartSpec = z.infer<typeof chartSpecSchema>;

/** One entry of features/evidence/seedCharts/charts.json. */
export const chartDefinitionSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().min(1),
  label_easy: z.string().min(1),
  description: z.string().min(1),
  description_easy: z.string().min(1),
  research: z.string().min(1),
  altText: z.string().min(1),
  sourceLabel: z.string().min(1),
  sourceURL: z.url(),
  topicTagStatic: z.string().regex(/^[a-z-]+$/),
  keywords: z.array(z.string().min(1)),
  chart: chartSpecSchema,
  /** Unit of each plotted value column, stored with the data table. */
  units: z.record(fieldName, z.string()),
});
export type ChartDefinition = z.infer<typeof chartDefinitionSchema>;
