import { desc, eq, inArray } from 'drizzle-orm';
import {
  classProgress,
  rubricTotals,
  type ClassStory,
  type Rubric,
  type RubricScores,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { findRubric } from '../rubrics';
import { feedbackError, findHandin, type Caller, type HandinRow, type LinkFacts } from './access';
import { handins, handinScores } from './tables';

/**
 * Rubric scores of a hand-in (docs/product/feedback.md, "Returning"): the reviewer picks a level
 * per criterion of the class link's rubric; the rubric is copied beside the scores, so editing or
 * deleting it later changes no score given.
 */

type ScoreRow = typeof handinScores.$inferSelect;

const storedRubric = (row: ScoreRow): Rubric => ({
  id: row.rubricId,
  name: row.rubricName,
  criteria: row.criteria,
  createdAt: row.scoredAt.toISOString(),
  updatedAt: row.scoredAt.toISOString(),
});

const presentScores = (row: ScoreRow): RubricScores => ({
  rubricId: row.rubricId,
  levels: row.levels,
  ...rubricTotals(row, row.levels),
});

/** The rubric a hand-in is (or would be) scored on, and its scores if it has any. */
export async function scoresOf(
  db: Db,
  handin: HandinRow,
  link: Pick<LinkFacts, 'rubricId'>,
): Promise<{ rubric: Rubric | null; scores: RubricScores | null }> {
  const [row] = await db
    .select()
    .from(handinScores)
    .where(eq(handinScores.handinId, handin.id))
    .limit(1);
  if (row) return { rubric: storedRubric(row), scores: presentScores(row) };
  return { rubric: link.rubricId ? await findRubric(db, link.rubricId) : null, scores: null };
}

/**
 * Scores the hand-in on its link's rubric (the reviewer): `levels` maps criterion ids to the index
 * of the chosen level; criteria left out are not scored. Scoring again replaces the scores.
 */
export async function scoreHandin(
  db: Db,
  caller: Caller,
  handinId: string,
  levels: Record<string, number>,
): Promise<RubricScores> {
  const { handin, link, isReviewer } = await findHandin(db, caller, handinId);
  if (!isReviewer) throw feedbackError(404, 'handinNotFound');
  const rubric = link.rubricId ? await findRubric(db, link.rubricId) : null;
  if (!rubric) throw feedbackError(400, 'noRubric');
  for (const [criterionId, level] of Object.entries(levels)) {
    const criterion = rubric.criteria.find((c) => c.id === criterionId);
    if (!criterion) throw feedbackError(400, 'scoreUnknownCriterion');
    if (level >= criterion.levels.length) throw feedbackError(400, 'scoreUnknownLevel');
  }
  const values = {
    rubricId: rubric.id,
    rubricName: rubric.name,
    criteria: rubric.criteria,
    levels,
    scoredAt: new Date(),
  };
  const [row] = await db
    .insert(handinScores)
    .values({ handinId: handin.id, ...values })
    .onConflictDoUpdate({ target: handinScores.handinId, set: values })
    .returning();
  return presentScores(row!);
}

export type ClassFeedbackFields = Pick<
  ClassStory,
  'progress' | 'handinId' | 'handinVersion' | 'scoreTotal' | 'scoreMax' | 'gradeStatus'
>;

type StoryHandin = Pick<HandinRow, 'id' | 'storyId' | 'status' | 'version'> & {
  scores: ScoreRow | null;
};

/** The stories' hand-ins, newest first, with their scores: two queries for any number. */
async function handinsOf(
  db: Db,
  storyIds: readonly string[],
  withScores = true,
): Promise<StoryHandin[]> {
  if (storyIds.length === 0) return [];
  const rows = await db
    .select({
      id: handins.id,
      storyId: handins.storyId,
      status: handins.status,
      version: handins.version,
    })
    .from(handins)
    .where(inArray(handins.storyId, [...storyIds]))
    .orderBy(desc(handins.version));
  const ids = rows.map((row) => row.id);
  const scores =
    ids.length && withScores
      ? await db.select().from(handinScores).where(inArray(handinScores.handinId, ids))
      : [];
  const byHandin = new Map(scores.map((row) => [row.handinId, row]));
  return rows.map((row) => ({ ...row, scores: byHandin.get(row.id) ?? null }));
}

/** A class story's feedback fields, with its latest scores as stored (for the markbook). */
export type ClassFeedbackDetail = ClassFeedbackFields & { scores: ScoreRow | null };

/** Where each story is in the loop, its latest hand-in and the totals of its latest scores. */
export async function classFeedback(
  db: Db,
  storyIds: readonly string[],
): Promise<Map<string, ClassFeedbackDetail>> {
  const all = await handinsOf(db, storyIds);
  const result = new Map<string, ClassFeedbackDetail>();
  for (const storyId of storyIds) {
    const own = all.filter((h) => h.storyId === storyId);
    const scored = own.find((h) => h.scores !== null)?.scores ?? null;
    const totals = scored ? rubricTotals(scored, scored.levels) : null;
    result.set(storyId, {
      progress: classProgress(own),
      handinId: own[0]?.id ?? null,
      handinVersion: own[0]?.version ?? null,
      scoreTotal: totals?.total ?? null,
      scoreMax: totals?.maxTotal ?? null,
      // Filled in by the learning-platform grade sends where a class has them (composition/).
      gradeStatus: null,
      scores: scored,
    });
  }
  return result;
}

/** The latest hand-in of each story (the story list's badge). */
export async function handinStatuses(
  db: Db,
  storyIds: readonly string[],
): Promise<Map<string, { status: HandinRow['status']; version: number }>> {
  const result = new Map<string, { status: HandinRow['status']; version: number }>();
  for (const row of await handinsOf(db, storyIds, false)) {
    if (!result.has(row.storyId))
      result.set(row.storyId, { status: row.status, version: row.version });
  }
  return result;
}
