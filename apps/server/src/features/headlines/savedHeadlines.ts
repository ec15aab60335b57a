import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_SAVED_HEADLINES, type Headline } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { savedHeadlines } from './tables';
import { HttpError } from '../../platform/http/errors';

/** A user's saved headlines, newest first (the panel's Saved tab). */
export async function listSavedHeadlines(db: Db, userId: string): Promise<Headline[]> {
  const rows = await db
    .select({ headline: savedHeadlines.headline })
    .from(savedHeadlines)
    .where(eq(savedHeadlines.userId, userId))
    .orderBy(desc(savedHeadlines.savedAt));
  return rows.map((r) => r.headline);
}

/** Saves a headline by its URL; saving it again keeps one copy, now the newest. */
export async function saveHeadline(db: Db, userId: string, headline: Headline): Promise<void> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(savedHeadlines)
    .where(eq(savedHeadlines.userId, userId));
  if (n >= MAX_SAVED_HEADLINES) {
    throw new HttpError(400, `You can save at most ${MAX_SAVED_HEADLINES} headlines`);
  }
  await db
    .insert(savedHeadlines)
    .values({ userId, url: headline.url, headline })
    .onConflictDoUpdate({
      target: [savedHeadlines.userId, savedHeadlines.url],
      set: { headline, savedAt: new Date() },
    });
}

export async function unsaveHeadline(db: Db, userId: string, url: string): Promise<void> {
  await db
    .delete(savedHeadlines)
    .where(and(eq(savedHeadlines.userId, userId), eq(savedHeadlines.url, url)));
}
