import { z } from 'zod';
import { fileNameSlug, storedText } from './text';

/**
 * Rubrics (docs/product/feedback.md, "Rubrics"): a teacher's criteria, each with levels that have
 * a description and points. A class link may name one; its hand-ins are scored on it.
 */
export const MAX_RUBRIC_CRITERIA = 10;
export const MAX_RUBRIC_LEVELS = 5;
export const MAX_RUBRIC_POINTS = 100;
export const MAX_RUBRICS_PER_USER = 100;
export const MAX_RUBRIC_NAME_LENGTH = 100;
export const MAX_CRITERION_NAME_LENGTH = 200;
export const MAX_LEVEL_DESCRIPTION_LENGTH = 500;
/** The largest rubric CSV accepted on import. */
export const MAX_RUBRIC_CSV_BYTES = 100_000;

export const RUBRIC_MESSAGES = {
  nameRequired: 'Give the rubric a name.',
  criterionRequired: 'A rubric needs at least one criterion.',
  tooManyCriteria: `A rubric can have at most ${MAX_RUBRIC_CRITERIA} criteria.`,
  levelRequired: 'Each criterion needs at least one level.',
  tooManyLevels: `A criterion can have at most ${MAX_RUBRIC_LEVELS} levels.`,
  criterionNameRequired: 'Each criterion needs a name.',
  pointsRange: `Points are whole numbers from 0 to ${MAX_RUBRIC_POINTS}.`,
  tooManyRubrics: `You can keep at most ${MAX_RUBRICS_PER_USER} rubrics. Delete one first.`,
  notFound: 'Rubric not found',
  csvTooLarge: 'That file is too large for a rubric (at most 100 KB).',
  nameTooLong: `A rubric's name can be at most ${MAX_RUBRIC_NAME_LENGTH} characters.`,
  criterionNameTooLong: `A criterion's name can be at most ${MAX_CRITERION_NAME_LENGTH} characters.`,
  descriptionTooLong: `A level's description can be at most ${MAX_LEVEL_DESCRIPTION_LENGTH} characters.`,
  csvColumns: 'The first line must name the columns Criterion, Level, Description and Points.',
  csvCells: 'Each line needs the four cells Criterion, Level, Description and Points.',
  csvLevel: `Level must be a whole number from 1 to ${MAX_RUBRIC_LEVELS}.`,
  csvPoints: `Points must be a whole number from 0 to ${MAX_RUBRIC_POINTS}.`,
  csvLevelTwice: 'This criterion already has a line for this level.',
  csvQuotes: 'This line is not valid CSV: a quote is missing or in the wrong place.',
} as const;
export type RubricMessageCode = keyof typeof RUBRIC_MESSAGES;

export const rubricLevelSchema = z.strictObject({
  description: storedText()
    .trim()
    .max(MAX_LEVEL_DESCRIPTION_LENGTH, RUBRIC_MESSAGES.descriptionTooLong),
  points: z
    .number({ message: RUBRIC_MESSAGES.pointsRange })
    .int(RUBRIC_MESSAGES.pointsRange)
    .min(0, RUBRIC_MESSAGES.pointsRange)
    .max(MAX_RUBRIC_POINTS, RUBRIC_MESSAGES.pointsRange),
});
export type RubricLevel = z.infer<typeof rubricLevelSchema>;

export const rubricCriterionSchema = z.strictObject({
  /** Stable within the rubric, so scores survive renaming; the server fills a missing one. */
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  name: storedText()
    .trim()
    .min(1, RUBRIC_MESSAGES.criterionNameRequired)
    .max(MAX_CRITERION_NAME_LENGTH, RUBRIC_MESSAGES.criterionNameTooLong),
  levels: z
    .array(rubricLevelSchema)
    .min(1, RUBRIC_MESSAGES.levelRequired)
    .max(MAX_RUBRIC_LEVELS, RUBRIC_MESSAGES.tooManyLevels),
});

/** POST /api/rubrics, PUT /api/rubrics/{id} */
export const rubricInputSchema = z.strictObject({
  name: storedText()
    .trim()
    .min(1, RUBRIC_MESSAGES.nameRequired)
    .max(MAX_RUBRIC_NAME_LENGTH, RUBRIC_MESSAGES.nameTooLong),
  criteria: z
    .array(rubricCriterionSchema)
    .min(1, RUBRIC_MESSAGES.criterionRequired)
    .max(MAX_RUBRIC_CRITERIA, RUBRIC_MESSAGES.tooManyCriteria),
});
export type RubricInput = z.input<typeof rubricInputSchema>;

export const rubricSchema = z.object({
  id: z.string(),
  name: z.string(),
  criteria: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      levels: z.array(z.object({ description: z.string(), points: z.number().int() })),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rubric = z.infer<typeof rubricSchema>;
export const rubricListSchema = z.array(rubricSchema);

/** POST /api/rubrics/import: a CSV of `Criterion,Level,Description,Points`, one row per level. */
export const rubricImportRequestSchema = z.strictObject({
  name: rubricInputSchema.shape.name,
  csv: z.string().max(MAX_RUBRIC_CSV_BYTES, RUBRIC_MESSAGES.csvTooLarge),
});

/** GET/PUT/DELETE /api/rubrics/{id}: any other text names no rubric (404). */
export const rubricIdParamsSchema = z.strictObject({ id: z.string().max(100) });

/** Columns of a rubric's CSV, in order: one line per level (docs/product/feedback.md, "Rubrics"). */
export const RUBRIC_CSV_COLUMNS = ['Criterion', 'Level', 'Description', 'Points'] as const;

/** `{name}-rubric.csv`, the name made safe for a file name. */
export function rubricCsvFilename(rubricName: string): string {
  return `${fileNameSlug(rubricName, 'rubric')}-rubric.csv`;
}

/** A CSV import's problem: the message with the line it is on (the header is line 1). */
export const rubricCsvLineMessage = (line: number, message: string) => `Line ${line}: ${message}`;
export const rubricCsvColumnMessages = {
  unknown: (column: string) =>
    `"${column}" is not a rubric column. The columns are Criterion, Level, Description and Points.`,
  missing: (column: string) =>
    `The column "${column}" is missing. The columns are Criterion, Level, Description and Points.`,
} as const;

/** A hand-in's scores: for each criterion scored, the index of the chosen level. */
export const rubricScoresSchema = z.object({
  rubricId: z.string(),
  levels: z.record(
    z.string(),
    z
      .number()
      .int()
      .min(0)
      .max(MAX_RUBRIC_LEVELS - 1),
  ),
  total: z.number(),
  maxTotal: z.number(),
});
export type RubricScores = z.infer<typeof rubricScoresSchema>;

/** PUT /api/handins/{handinId}/scores */
export const scoreHandinRequestSchema = z.strictObject({
  levels: z.record(
    z.string().max(40),
    z
      .number()
      .int()
      .min(0)
      .max(MAX_RUBRIC_LEVELS - 1),
  ),
});

/** The points of the chosen levels, and the most the rubric gives (each criterion's best level). */
export function rubricTotals(
  rubric: Pick<Rubric, 'criteria'>,
  levels: Record<string, number>,
): { total: number; maxTotal: number } {
  let total = 0;
  let maxTotal = 0;
  for (const criterion of rubric.criteria) {
    maxTotal += Math.max(0, ...criterion.levels.map((level) => level.points));
    const chosen = levels[criterion.id];
    if (chosen !== undefined) total += criterion.levels[chosen]?.points ?? 0;
  }
  return { total, maxTotal };
}
