import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../../platform/db/client';
import { storyDocuments } from './tables';

const EMPTY_STATE = Y.encodeStateAsUpdate(new Y.Doc());

/** The stored state of a story's document, or null when it has none yet. */
export async function loadDocumentState(db: Db, storyId: string): Promise<Uint8Array | null> {
  const [stored] = await db
    .select({ state: storyDocuments.state })
    .from(storyDocuments)
    .where(eq(storyDocuments.storyId, storyId));
  return stored?.state ?? null;
}

/**
 * Stores `doc` merged with what is stored, under a row lock, and returns the merged state. Another
 * server's save (several servers on one database) is merged in, never overwritten; the caller
 * applies the result to its own copy, so changes saved elsewhere reach its clients too. The state
 * is written compacted (loaded into a document and encoded again).
 */
export async function storeDocument(db: Db, storyId: string, doc: Y.Doc): Promise<Uint8Array> {
  await db
    .insert(storyDocuments)
    .values({ storyId, state: EMPTY_STATE })
    .onConflictDoNothing({ target: storyDocuments.storyId });
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ state: storyDocuments.state })
      .from(storyDocuments)
      .where(eq(storyDocuments.storyId, storyId))
      .for('update');
    const merged = new Y.Doc();
    if (stored) Y.applyUpdate(merged, stored.state);
    Y.applyUpdate(merged, Y.encodeStateAsUpdate(doc));
    const state = Y.encodeStateAsUpdate(merged);
    merged.destroy();
    await tx
      .update(storyDocuments)
      .set({ state, updatedAt: new Date() })
      .where(eq(storyDocuments.storyId, storyId));
    return state;
  });
}
