import { and, eq, ne, type SQL } from 'drizzle-orm';
import { EVIDENCE_MESSAGES, type EvidenceDelete, type EvidenceItem } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { evidence } from './tables';
import { notFound } from '../../platform/http/errors';
import type { EvidenceSearch } from './searchCollection';
import {
  evidenceCollection,
  evidenceListColumns,
  isPublished,
  presentEvidence,
} from './searchCollection';

/** Columns of one item: the list columns and its data table. */
const itemColumns = { ...evidenceListColumns, dataTable: evidence.dataTable };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const defaultOrder = evidenceCollection.order;

export async function listEvidence(db: Db, topic?: string): Promise<EvidenceItem[]> {
  const where = topic
    ? and(isPublished, eq(evidence.topicTagStatic, topic.toLowerCase()))
    : isPublished;
  const rows = await db
    .select(evidenceListColumns)
    .from(evidence)
    .where(where)
    .orderBy(...defaultOrder);
  return rows.map((r) => presentEvidence(r));
}

/** One item with its data table. Deleted (and not yet published) items answer 404. */
export async function getEvidence(db: Db, id: string): Promise<EvidenceItem> {
  if (!UUID.test(id)) throw notFound(EVIDENCE_MESSAGES.notFound);
  const [row] = await db
    .select(itemColumns)
    .from(evidence)
    .where(and(eq(evidence.id, id), isPublished))
    .limit(1);
  if (!row) throw notFound(EVIDENCE_MESSAGES.notFound);
  return presentEvidence(row);
}

/** Admin edit of title and description; the item is re-embedded so vector search follows. */
export async function updateEvidence(
  db: Db,
  search: EvidenceSearch,
  input: { id: string; label: string; description: string },
): Promise<EvidenceItem> {
  if (!UUID.test(input.id)) throw notFound(EVIDENCE_MESSAGES.notFound);
  const live = and(eq(evidence.id, input.id), ne(evidence.status, 'deleted'));
  const [current] = await db.select(evidenceListColumns).from(evidence).where(live).limit(1);
  if (!current) throw notFound(EVIDENCE_MESSAGES.notFound);
  const next = { ...current, label: input.label, description: input.description };
  // A failed embedding does not block the edit: the row is embedded again at the next start.
  const embedding = await search.embeddingFor(next);
  const [row] = await db
    .update(evidence)
    .set({
      label: input.label,
      description: input.description,
      ...embedding,
      updatedAt: new Date(),
    })
    .where(live)
    .returning(itemColumns);
  if (!row) throw notFound(EVIDENCE_MESSAGES.notFound);
  search.invalidate();
  return presentEvidence(row);
}

/**
 * Soft delete (docs/product/admin-evidence.md: deleted main items move to the Deleted list, from
 * where they can be restored; a temp item deleted by id is gone for good). Returns how many items
 * were deleted; an id or source that matches nothing is a 404.
 */
export async function deleteEvidence(
  db: Db,
  search: EvidenceSearch,
  target: EvidenceDelete,
  userId: string,
): Promise<number> {
  let match: SQL | undefined;
  if (target.deleteAll) match = isPublished;
  else if (target.sourceURL) match = and(isPublished, eq(evidence.sourceUrl, target.sourceURL));
  else if (target.id && UUID.test(target.id)) {
    match = and(eq(evidence.id, target.id), ne(evidence.status, 'deleted'));
  }
  if (!match) throw notFound(EVIDENCE_MESSAGES.notFound);
  // Deleting a temp item is permanent; only Main items go to Deleted.
  if (target.id) {
    const removed = await db
      .delete(evidence)
      .where(and(eq(evidence.id, target.id), eq(evidence.status, 'temp')))
      .returning({ id: evidence.id });
    if (removed.length > 0) return removed.length;
  }
  const now = new Date();
  const deleted = await db
    .update(evidence)
    .set({ status: 'deleted', deletedAt: now, deletedBy: userId, updatedAt: now })
    .where(match)
    .returning({ id: evidence.id });
  if (deleted.length === 0 && !target.deleteAll) throw notFound(EVIDENCE_MESSAGES.notFound);
  search.invalidate();
  return deleted.length;
}
