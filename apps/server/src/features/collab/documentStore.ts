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

const isEmpty = (state: Uint8Array) =>
  state.byteLength === EMPTY_STATE.byteLength && state.every((b, i) => b === EMPTY_STATE[i]);

/**
 * The state a story's document opens with: the stored one, or, on the first open anywhere, the one
 * `build` makes from the story row, stored at once. Servers opening the story at the same moment
 * take turns on the row lock, so all of them start from the same document; two documents built
 * apart would not share a history, and the updates of one would not apply to the other.
 */
export async function openDocumentState(
  db: Db,
  storyId: string,
  build: () => Promise<Y.Doc>,
): Promise<Uint8Array> {
  const existing = await loadDocumentState(db, storyId);
  if (existing && !isEmpty(existing)) return existing;
  // Built before the transaction: on the embedded database a query outside it would wait for it.
  const doc = await build();
  const built = Y.encodeStateAsUpdate(doc);
  doc.destroy();
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
    if (stored && !isEmpty(stored.state)) return stored.state; // another server was first
    await tx
      .update(storyDocuments)
      .set({ state: built, updatedAt: new Date() })
      .where(eq(storyDocuments.storyId, storyId));
    return built;
  });
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
