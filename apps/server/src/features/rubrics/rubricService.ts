import { and, count, desc, eq } from 'drizzle-orm';
import type { rubricInputSchema } from '@dsb/core';
import {
  MAX_RUBRIC_NAME_LENGTH,
  MAX_RUBRICS_PER_USER,
  RUBRIC_MESSAGES,
  type Rubric,
} from '@dsb/core';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { withCriterionIds } from './criterionIds';
import { rubrics } from './tables';

/**
 * Rubrics (docs/product/feedback.md, "Rubrics"): each teacher's own; another user's rubric
 * answers 404 as if it did not exist.
 */

/** A rubric as the schema gives it: trimmed and cleaned, ids still optional. */
export type ValidRubricInput = z.output<typeof rubricInputSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RubricRow = typeof rubrics.$inferSelect;

/** An error the rubric screens show, with its stable code beside the English text. */
export const rubricError = (status: number, code: keyof typeof RUBRIC_MESSAGES) =>
  new HttpError(status, RUBRIC_MESSAGES[code], { code });

/** The code of one of the rubric messages, for an error body. */
export const rubricMessageCode = (message: string) =>
  (Object.keys(RUBRIC_MESSAGES) as Array<keyof typeof RUBRIC_MESSAGES>).find(
    (code) => RUBRIC_MESSAGES[code] === message,
  );

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

/** The owner's rubrics, the most recently changed first. */
export async function listRubrics(db: Db, ownerId: string): Promise<Rubric[]> {
  const rows = await db
    .select()
    .from(rubrics)
    .where(eq(rubrics.ownerId, ownerId))
    .orderBy(desc(rubrics.updatedAt), desc(rubrics.id));
  return rows.map(presentRubric);
}

async function ownRow(db: Db, ownerId: string, id: string): Promise<RubricRow> {
  const [row] = UUID.test(id)
    ? await db
        .select()
        .from(rubrics)
        .where(and(eq(rubrics.id, id), eq(rubrics.ownerId, ownerId)))
        .limit(1)
    : [];
  if (!row) throw rubricError(404, 'notFound');
  return row;
}

/** The caller's rubric, or 404. */
export const getOwnRubric = async (db: Db, ownerId: string, id: string) =>
  presentRubric(await ownRow(db, ownerId, id));

/** True when the rubric exists and is the user's (a class link may only name its owner's). */
export async function isOwnRubric(db: Db, ownerId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const [row] = await db
    .select({ id: rubrics.id })
    .from(rubrics)
    .where(and(eq(rubrics.id, id), eq(rubrics.ownerId, ownerId)))
    .limit(1);
  return row !== undefined;
}

export async function createRubric(
  db: Db,
  ownerId: string,
  input: ValidRubricInput,
): Promise<Rubric> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(rubrics)
    .where(eq(rubrics.ownerId, ownerId));
  if (n >= MAX_RUBRICS_PER_USER) throw rubricError(400, 'tooManyRubrics');
  const [row] = await db
    .insert(rubrics)
    .values({ ownerId, name: input.name, criteria: withCriterionIds(input.criteria) })
    .returning();
  return presentRubric(row!);
}

/** Replaces name and criteria; each criterion keeps its id (see withCriterionIds). */
export async function updateRubric(
  db: Db,
  ownerId: string,
  id: string,
  input: ValidRubricInput,
): Promise<Rubric> {
  const current = await ownRow(db, ownerId, id);
  const [row] = await db
    .update(rubrics)
    .set({
      name: input.name,
      criteria: withCriterionIds(input.criteria, current.criteria),
      updatedAt: new Date(),
    })
    .where(and(eq(rubrics.id, id), eq(rubrics.ownerId, ownerId)))
    .returning();
  if (!row) throw rubricError(404, 'notFound');
  return presentRubric(row);
}

/** Deletes the rubric; class links that named it are left without one. */
export async function deleteRubric(db: Db, ownerId: string, id: string): Promise<void> {
  await ownRow(db, ownerId, id);
  await db.delete(rubrics).where(and(eq(rubrics.id, id), eq(rubrics.ownerId, ownerId)));
}

/** '{name} (copy)', the name shortened so that it fits. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, MAX_RUBRIC_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/** A new rubric of the caller's with the same criteria (and ids), named '{name} (copy)'. */
export async function copyRubric(db: Db, ownerId: string, id: string): Promise<Rubric> {
  const source = await ownRow(db, ownerId, id);
  return createRubric(db, ownerId, { name: copyName(source.name), criteria: source.criteria });
}
