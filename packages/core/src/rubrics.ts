import { z } from 'zod';
import { storedText } from './text';

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
} as const;
export type RubricMessageCode = keyof typeof RUBRIC_MESSAGES;

export const rubricLevelSchema = z.strictObject({
  description: storedText().trim().max(MAX_LEVEL_DESCRIPTION_LENGTH),
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
    .max(MAX_CRITERION_NAME_LENGTH),
  levels: z
    .array(rubricLevelSchema)
    .min(1, RUBRIC_MESSAGES.levelRequired)
    .max(MAX_RUBRIC_LEVELS, RUBRIC_MESSAGES.tooManyLevels),
});

/** POST /api/rubrics, PUT /api/rubrics/{id} */
export const rubricInputSchema = z.strictObject({
  name: storedText().trim().min(1, RUBRIC_MESSAGES.nameRequired).max(MAX_RUBRIC_NAME_LENGTH),
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
