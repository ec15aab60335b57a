import { eq } from 'drizzle-orm';
import type { Rubric } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { rubrics } from './tables';

/**
 * Rubrics (docs/product/feedback.md, "Rubrics"): each teacher's own; another user's rubric
 * answers 404 as if it did not exist.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RubricRow = typeof rubrics.$inferSelect;

export function presentRubric(row: RubricRow): Rubric {
  return {
    id: row.id,
    name: row.name,
    criteria: row.criteria,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Any user's rubric by id (no owner check: for scoring a hand-in on its link's rubric). */
export async function findRubric(db: Db, rubricId: string): Promise<Rubric | null> {
  if (!UUID.test(rubricId)) return null;
  const [row] = await db.select().from(rubrics).where(eq(rubrics.id, rubricId)).limit(1);
  return row ? presentRubric(row) : null;
}
