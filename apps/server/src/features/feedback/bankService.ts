import { and, count, desc, eq, sql } from 'drizzle-orm';
import { MAX_BANK_COMMENTS, type BankComment } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { feedbackError, isUuid } from './access';
import { commentBank } from './tables';

/**
 * A teacher's comment bank (docs/product/feedback.md, "Comment bank"): each distinct comment they
 * wrote or typed into the list, most used first, searchable, at most MAX_BANK_COMMENTS.
 */

type BankRow = typeof commentBank.$inferSelect;
const present = (row: BankRow): BankComment => ({
  id: row.id,
  text: row.text,
  uses: row.uses,
  updatedAt: row.updatedAt.toISOString(),
});

const bankNotFound = () => feedbackError(404, 'commentNotFound');
const sameText = (ownerId: string, text: string) =>
  and(eq(commentBank.ownerId, ownerId), eq(commentBank.text, text));

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listBank(db: Db, ownerId: string, query = ''): Promise<BankComment[]> {
  const mine = eq(commentBank.ownerId, ownerId);
  const rows = await db
    .select()
    .from(commentBank)
    .where(query ? and(mine, sql`${commentBank.text} ilike ${`%${literal(query)}%`}`) : mine)
    .orderBy(desc(commentBank.uses), desc(commentBank.updatedAt), desc(commentBank.id))
    .limit(MAX_BANK_COMMENTS);
  return rows.map(present);
}

const bankSize = async (db: Db, ownerId: string) => {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(commentBank)
    .where(eq(commentBank.ownerId, ownerId));
  return n;
};

/** Adds a comment typed into the list; one already there is answered as it is. */
export async function addToBank(db: Db, ownerId: string, text: string): Promise<BankComment> {
  const [existing] = await db.select().from(commentBank).where(sameText(ownerId, text)).limit(1);
  if (existing) return present(existing);
  if ((await bankSize(db, ownerId)) >= MAX_BANK_COMMENTS) throw feedbackError(400, 'bankFull');
  const [row] = await db
    .insert(commentBank)
    .values({ ownerId, text })
    .onConflictDoUpdate({ target: [commentBank.ownerId, commentBank.text], set: { text } })
    .returning();
  return present(row!);
}

/**
 * A comment the teacher just wrote: one more use of it in their bank, or a new entry (none when
 * the bank is full: the comment itself is not refused for that).
 */
export async function bankComment(db: Db, ownerId: string, text: string): Promise<void> {
  const [bumped] = await db
    .update(commentBank)
    .set({ uses: sql`${commentBank.uses} + 1`, updatedAt: new Date() })
    .where(sameText(ownerId, text))
    .returning({ id: commentBank.id });
  if (bumped || (await bankSize(db, ownerId)) >= MAX_BANK_COMMENTS) return;
  await db
    .insert(commentBank)
    .values({ ownerId, text, uses: 1 })
    .onConflictDoUpdate({
      target: [commentBank.ownerId, commentBank.text],
      set: { uses: sql`${commentBank.uses} + 1`, updatedAt: new Date() },
    });
}

/**
 * A new text for an entry. Edited into the text of another entry, the two become one (with both
 * uses counted).
 */
export async function editBank(
  db: Db,
  ownerId: string,
  id: string,
  text: string,
): Promise<BankComment> {
  if (!isUuid(id)) throw bankNotFound();
  const own = and(eq(commentBank.id, id), eq(commentBank.ownerId, ownerId));
  try {
    const [row] = await db
      .update(commentBank)
      .set({ text, updatedAt: new Date() })
      .where(own)
      .returning();
    if (!row) throw bankNotFound();
    return present(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const [removed] = await db.delete(commentBank).where(own).returning();
  const [merged] = await db
    .update(commentBank)
    .set({ uses: sql`${commentBank.uses} + ${removed?.uses ?? 0}`, updatedAt: new Date() })
    .where(sameText(ownerId, text))
    .returning();
  if (!merged) throw bankNotFound();
  return present(merged);
}

export async function deleteFromBank(db: Db, ownerId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw bankNotFound();
  const deleted = await db
    .delete(commentBank)
    .where(and(eq(commentBank.id, id), eq(commentBank.ownerId, ownerId)))
    .returning({ id: commentBank.id });
  if (deleted.length === 0) throw bankNotFound();
}
