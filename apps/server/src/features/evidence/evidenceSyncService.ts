import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EvidenceSyncStats } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { evidence } from './tables';
import { handEditedIds } from './handEdits';
import type { EvidenceSearch } from './searchCollection';

/** What Sync copies from a temp item onto the Main item with the same original image. */
const syncedColumns = {
  id: evidence.id,
  label: evidence.label,
  description: evidence.description,
  sourceUrl: evidence.sourceUrl,
  originalUrl: evidence.originalUrl,
  imageKey: evidence.imageKey,
  imageUrl: evidence.imageUrl,
  imageHash: evidence.imageHash,
  width: evidence.width,
  height: evidence.height,
  isCustomAdd: evidence.isCustomAdd,
};
type SyncedRow = Pick<typeof evidence.$inferSelect, keyof typeof syncedColumns>;

const CONTENT_FIELDS = ['label', 'description', 'sourceUrl', 'imageKey', 'imageUrl'] as const;
const sameContent = (a: SyncedRow, b: SyncedRow) => CONTENT_FIELDS.every((f) => a[f] === b[f]);

type Outcome = 'inserted' | 'updated' | 'skipped';

/**
 * One temp item into Main. A scraped item whose page and original image are already in Main (it
 * was scraped again while its Main copy sat in Deleted, then restored) updates that item instead
 * of doubling it, or is skipped when nothing differs; a title and description an admin edited by
 * hand stay. The same image on another page is another item. Items added by hand (isCustomAdd:
 * the admin chose 'Add Anyway') always go in as new items.
 */
async function syncOne(db: Db, temp: SyncedRow): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [twin] =
      temp.isCustomAdd || !temp.originalUrl
        ? []
        : await tx
            .select(syncedColumns)
            .from(evidence)
            .where(
              and(
                eq(evidence.status, 'main'),
                eq(evidence.originalUrl, temp.originalUrl),
                temp.sourceUrl === null
                  ? isNull(evidence.sourceUrl)
                  : eq(evidence.sourceUrl, temp.sourceUrl),
              ),
            )
            .orderBy(asc(evidence.createdAt))
            .limit(1);
    const stillTemp = and(eq(evidence.id, temp.id), eq(evidence.status, 'temp'));
    if (!twin) {
      await tx.update(evidence).set({ status: 'main', updatedAt: new Date() }).where(stillTemp);
      return 'inserted';
    }
    await tx.delete(evidence).where(stillTemp);
    const edited = (await handEditedIds(tx, [twin.id])).has(twin.id);
    const { label, description } = edited ? twin : temp;
    if (sameContent({ ...temp, label, description }, twin)) return 'skipped';
    const { sourceUrl, imageKey, imageUrl, imageHash, width, height } = temp;
    await tx
      .update(evidence)
      // The text changed: the vector is rebuilt by the backfill after the sync.
      .set({
        label,
        description,
        sourceUrl,
        imageKey,
        imageUrl,
        // The picture may have changed: the temp item's hash, or none (the duplicate scan makes it).
        imageHash,
        width,
        height,
        embedding: null,
        embeddingModel: null,
        updatedAt: new Date(),
      })
      .where(eq(evidence.id, twin.id));
    return 'updated';
  });
}

/**
 * Moves every Evidence-Temp item to Evidence-Main (docs/product/admin-evidence.md), then embeds
 * what has no vector, so semantic search finds the synced items at once (text search does already:
 * the tsvector is a generated column). An embedder failure does not undo the sync: the items are
 * found by text search, and the backfill at the next start embeds them.
 */
export async function syncTempToMain(
  db: Db,
  search: EvidenceSearch,
  log: FastifyBaseLogger,
): Promise<EvidenceSyncStats> {
  const temps = await db
    .select(syncedColumns)
    .from(evidence)
    .where(eq(evidence.status, 'temp'))
    .orderBy(asc(evidence.createdAt), asc(evidence.id));
  const stats: EvidenceSyncStats = {
    inserted: 0,
    updated: 0,
    errors: 0,
    skipped: 0,
    skippedItems: [],
  };
  for (const temp of temps) {
    try {
      const outcome = await syncOne(db, temp);
      stats[outcome] += 1;
      if (outcome === 'skipped') stats.skippedItems.push({ originalURL: temp.originalUrl });
    } catch (err) {
      stats.errors += 1;
      log.error({ err, evidenceId: temp.id }, 'evidence sync failed for one item');
    }
  }
  // Tried twice: a first failure can be passing (the local model loads on first use), and an item
  // without a vector is not found by meaning until the next Sync or start.
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      await search.embedMissing();
      break;
    } catch (err) {
      log.warn(
        { err, attempt },
        'embedding synced evidence failed; the next Sync or start retries',
      );
    }
  }
  search.invalidate();
  return stats;
}
