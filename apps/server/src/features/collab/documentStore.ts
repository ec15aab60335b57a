import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../../platform/db/client';
import { storyDocuments } from './tables';

const EMPTY_STATE = Y.encodeStateAsUpdate(new Y.Doc());

const isEmpty = (state: Uint8Array) =>
  state.byteLength === EMPTY_STATE.byteLength && state.every((b, i) => b === EMPTY_STATE[i]);

/** The stored state of a story's document, or null when it has none yet. */
export async function loadDocumentState(db: Db, storyId: string): Promise<Uint8Array | null> {
  const [stored] = await db
    .select({ state: storyDocuments.state })
    .from(storyDocuments)
    .where(eq(storyDocuments.storyId, storyId));
  return stored?.state ?? null;
}

/**
 * Replaces the stored state with `next(stored)` under the row's lock, so servers on one database
 * take turns; `next` returns the stored state itself to leave the row as it is. Returns what
 * `next` chose.
 */
async function updateLocked(
  db: Db,
  storyId: string,
  next: (stored: Uint8Array) => Uint8Array,
): Promise<Uint8Array> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: storyDocuments.state })
      .from(storyDocuments)
      .where(eq(storyDocuments.storyId, storyId))
      .for('update');
    const stored = row?.state ?? EMPTY_STATE;
    const state = next(stored);
    if (row && state !== stored) {
      await tx
        .update(storyDocuments)
        .set({ state, updatedAt: new Date() })
        .where(eq(storyDocuments.storyId, storyId));
    }
    return state;
  });
}

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
  // Another server may have been first: then its document is the one.
  return updateLocked(db, storyId, (stored) => (isEmpty(stored) ? built : stored));
}

/** The stored state's fingerprint, the same in Node as in the database's `md5(state)`. */
export const stateHash = (state: Uint8Array) => createHash('md5').update(state).digest('hex');

/**
 * Stores `doc` merged with what is stored (compacted: loaded into a document and encoded again),
 * so a save by another server on the same database is merged in, never overwritten. Returns what
 * the stored state had that `doc` lacked (usually nothing), for the caller to apply: changes saved
 * elsewhere then reach its clients too; and the stored state's hash.
 *
 * `lastHash` is the hash this server got from its previous save: if the row still has it, nobody
 * else wrote since and `doc` holds everything stored, so the state is `doc`'s own, without reading
 * the stored bytes or merging (a save under load allocated two whole documents before).
 */
export async function storeDocument(
  db: Db,
  storyId: string,
  doc: Y.Doc,
  lastHash: string | null = null,
): Promise<{ missing: Uint8Array; hash: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ hash: sql<string>`md5(${storyDocuments.state})` })
      .from(storyDocuments)
      .where(eq(storyDocuments.storyId, storyId))
      .for('update');
    let missing: Uint8Array = EMPTY_STATE;
    let state: Uint8Array;
    if (row && lastHash !== null && row.hash === lastHash) {
      state = Y.encodeStateAsUpdate(doc);
    } else {
      const [stored] = await tx
        .select({ state: storyDocuments.state })
        .from(storyDocuments)
        .where(eq(storyDocuments.storyId, storyId));
      const merged = new Y.Doc();
      Y.applyUpdate(merged, stored?.state ?? EMPTY_STATE);
      missing = Y.encodeStateAsUpdate(merged, Y.encodeStateVector(doc));
      Y.applyUpdate(merged, Y.encodeStateAsUpdate(doc));
      state = Y.encodeStateAsUpdate(merged);
      merged.destroy();
    }
    if (!row) return { missing, hash: '' }; // the story is gone: nothing to store
    await tx
      .update(storyDocuments)
      .set({ state, updatedAt: new Date() })
      .where(eq(storyDocuments.storyId, storyId));
    return { missing, hash: stateHash(state) };
  });
}
