import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  evidenceSearchTerms,
  EVIDENCE_ADMIN_MESSAGES,
  EVIDENCE_MESSAGES,
  UNTITLED_CHART,
  type AdminEvidenceItem,
  type AdminEvidenceListQuery,
  type AdminEvidenceListResponse,
  type EvidenceCollectionDelete,
  type EvidenceTempAdd,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { evidence } from './tables';
import { HttpError, notFound } from '../../platform/http/errors';
import type { EvidenceSearch } from './searchCollection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Columns the admin console shows (docs/product/admin-evidence.md). */
export const adminEvidenceColumns = {
  id: evidence.id,
  label: evidence.label,
  labelEasy: evidence.labelEasy,
  description: evidence.description,
  descriptionEasy: evidence.descriptionEasy,
  imageUrl: evidence.imageUrl,
  sourceUrl: evidence.sourceUrl,
  originalUrl: evidence.originalUrl,
  topicTagStatic: evidence.topicTagStatic,
  isCustomAdd: evidence.isCustomAdd,
  status: evidence.status,
  createdAt: evidence.createdAt,
  deletedAt: evidence.deletedAt,
  deletedBy: evidence.deletedBy,
};
type AdminEvidenceRow = Pick<typeof evidence.$inferSelect, keyof typeof adminEvidenceColumns>;

export function presentAdminEvidence(row: AdminEvidenceRow): AdminEvidenceItem {
  return {
    _id: row.id,
    label: row.label,
    label_easy: row.labelEasy,
    description: row.description,
    description_easy: row.descriptionEasy,
    // Older clients read the image from s3URL or imageURL; both are the same path.
    s3URL: row.imageUrl,
    imageURL: row.imageUrl,
    sourceURL: row.sourceUrl,
    originalURL: row.originalUrl,
    topicTagStatic: row.topicTagStatic,
    isCustomAdd: row.isCustomAdd,
    collection: row.status,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    deletedBy: row.deletedBy,
  };
}

/** The Temp or Main item already holding this chart (same original or image address), if any. */
async function collectedTwin(db: Db, originalUrl: string | null, imageUrl: string) {
  const sameChart: SQL[] = [eq(evidence.imageUrl, imageUrl)];
  if (originalUrl) sameChart.push(eq(evidence.originalUrl, originalUrl));
  const [twin] = await db
    .select(adminEvidenceColumns)
    .from(evidence)
    .where(and(inArray(evidence.status, ['temp', 'main']), or(...sameChart)))
    .limit(1);
  return twin;
}

/**
 * Adds one chart to Evidence-Temp by hand (isCustomAdd). A chart already in Temp or Main is a
 * 409 carrying `existingChart` for the comparison modal, unless `force` ('Add Anyway').
 * Temp items are not searched, so the search cache stays valid; Sync embeds them.
 */
export async function addChartToTemp(db: Db, chart: EvidenceTempAdd): Promise<AdminEvidenceItem> {
  const imageUrl = (chart.s3URL || chart.imageURL)!;
  const originalUrl = chart.originalURL || null;
  if (!chart.force) {
    const twin = await collectedTwin(db, originalUrl, imageUrl);
    if (twin) {
      throw new HttpError(409, EVIDENCE_ADMIN_MESSAGES.duplicate, {
        existingChart: presentAdminEvidence(twin),
      });
    }
  }
  const topic = chart.topicTagStatic?.toLowerCase() || null;
  const [row] = await db
    .insert(evidence)
    .values({
      type: 'chart',
      isChart: true,
      label: chart.label || UNTITLED_CHART,
      description: chart.description ?? '',
      imageUrl,
      sourceUrl: chart.sourceURL || null,
      originalUrl,
      topicTagStatic: topic,
      searchTerms: evidenceSearchTerms({ keywords: [], topicTagStatic: topic }),
      width: chart.width ?? null,
      height: chart.height ?? null,
      isCustomAdd: true,
      status: 'temp',
    })
    .returning(adminEvidenceColumns);
  return presentAdminEvidence(row!);
}

/**
 * Deleted → Main (docs/product/admin-evidence.md). Its vector was kept while it sat in Deleted; one
 * missing (or from an older model) is made now, so search finds the item again at once.
 */
export async function restoreEvidence(db: Db, search: EvidenceSearch, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(EVIDENCE_ADMIN_MESSAGES.notDeleted);
  const restored = await db
    .update(evidence)
    .set({ status: 'main', deletedAt: null, deletedBy: null, updatedAt: new Date() })
    .where(and(eq(evidence.id, id), eq(evidence.status, 'deleted')))
    .returning({ id: evidence.id });
  if (restored.length === 0) throw notFound(EVIDENCE_ADMIN_MESSAGES.notDeleted);
  // An embedder failure must not undo the restore: text search finds it, the next start embeds it.
  await search.embedMissing().catch(() => 0);
  search.invalidate();
}

/** One collection, filtered and paged, newest first, with every collection's count for the tabs. */
export async function listAdminEvidence(
  db: Db,
  query: AdminEvidenceListQuery,
): Promise<AdminEvidenceListResponse> {
  const filters: SQL[] = [eq(evidence.status, query.collection)];
  if (query.sourceURL) filters.push(eq(evidence.sourceUrl, query.sourceURL));
  if (query.topic) filters.push(eq(evidence.topicTagStatic, query.topic.toLowerCase()));
  if (query.customOnly === 'true') filters.push(eq(evidence.isCustomAdd, true));
  const where = and(...filters);
  const [rows, [matching], perCollection] = await Promise.all([
    db
      .select(adminEvidenceColumns)
      .from(evidence)
      .where(where)
      .orderBy(desc(evidence.createdAt), desc(evidence.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(evidence).where(where),
    db.select({ status: evidence.status, n: count() }).from(evidence).groupBy(evidence.status),
  ]);
  const total = matching?.total ?? 0;
  const counts = { temp: 0, main: 0, deleted: 0 };
  for (const { status, n } of perCollection) counts[status] = n;
  return {
    success: true,
    data: {
      items: rows.map(presentAdminEvidence),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
      },
    },
    counts,
  };
}

/** The Deleted collection for its tab, the most recently deleted first. */
export async function listDeletedEvidence(db: Db): Promise<AdminEvidenceItem[]> {
  const rows = await db
    .select(adminEvidenceColumns)
    .from(evidence)
    .where(eq(evidence.status, 'deleted'))
    .orderBy(desc(evidence.deletedAt), desc(evidence.id));
  return rows.map(presentAdminEvidence);
}

/**
 * Deletes from one tab (docs/product/admin-evidence.md): Temp items are removed for good, Main
 * items move to Deleted. Ids that match nothing in that collection are a 404; deleteAll on an empty
 * one is not.
 */
export async function deleteFromCollection(
  db: Db,
  search: EvidenceSearch,
  collection: 'temp' | 'main',
  target: EvidenceCollectionDelete,
  userId: string,
): Promise<number> {
  const ids = (target.id ? [target.id] : (target.ids ?? [])).filter((id) => UUID.test(id));
  if (!target.deleteAll && ids.length === 0) throw notFound(EVIDENCE_MESSAGES.notFound);
  const inCollection = eq(evidence.status, collection);
  const match = target.deleteAll ? inCollection : and(inCollection, inArray(evidence.id, ids));
  const now = new Date();
  const deleted =
    collection === 'temp'
      ? await db.delete(evidence).where(match).returning({ id: evidence.id })
      : await db
          .update(evidence)
          .set({ status: 'deleted', deletedAt: now, deletedBy: userId, updatedAt: now })
          .where(match)
          .returning({ id: evidence.id });
  if (deleted.length === 0 && !target.deleteAll) throw notFound(EVIDENCE_MESSAGES.notFound);
  if (collection === 'main') search.invalidate();
  return deleted.length;
}
