import { z } from 'zod';

/**
 * Roster import (OneRoster 1.2 CSV bundle: users.csv, classes.csv, enrollments.csv in a ZIP):
 * what an admin sees before and after importing (docs/product/roster-import.md).
 */
export const MAX_ROSTER_BUNDLE_BYTES = 20 * 1024 * 1024;
export const MAX_ROSTER_ROWS = 50_000;

export const rosterActionSchema = z.enum(['create', 'change', 'unchanged']);
export type RosterAction = z.infer<typeof rosterActionSchema>;

const countsSchema = z.object({
  create: z.number().int(),
  change: z.number().int(),
  unchanged: z.number().int(),
});

/** A line of the bundle that cannot be imported: the file, its line number and why. */
export const rosterProblemSchema = z.object({
  file: z.string(),
  line: z.number().int(),
  message: z.string(),
});
export type RosterProblem = z.infer<typeof rosterProblemSchema>;

/**
 * POST /api/admin/roster/preview and /api/admin/roster/import (the ZIP as the body,
 * application/zip): counts per kind, the first items with what happens to each, and the problems.
 * `applied` is false for a preview. A bundle with problems imports nothing.
 */
export const rosterPlanSchema = z.object({
  applied: z.boolean(),
  users: countsSchema,
  classes: countsSchema,
  enrollments: countsSchema,
  items: z.array(
    z.object({
      kind: z.enum(['user', 'class', 'enrollment']),
      sourcedId: z.string(),
      label: z.string(),
      action: rosterActionSchema,
    }),
  ),
  problems: z.array(rosterProblemSchema),
});
export type RosterPlan = z.infer<typeof rosterPlanSchema>;
/** How many items a plan lists (the counts cover all). */
export const ROSTER_PLAN_ITEMS = 200;
