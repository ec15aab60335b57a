import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { EVIDENCE_MESSAGES, type EvidenceDelete, type EvidenceItem } from '@dsb/core';
import type { Db } from '../db/client';
import { evidence } from '../db/schema';
import type { Embedder } from '../embeddings/embedder';
import { notFound } from '../errors';
import {
  cosineDistanceTo,
  similarityFromDistance,
  textSearchAndThenAny,
  textSearchTerms,
} from './search';

type EvidenceRow = typeof evidence.$inferSelect;

/** Columns read for lists and search (the data table, tsvector and embedding stay behind). */
const listColumns = {
  id: evidence.id,
  type: evidence.type,
  isChart: evidence.isChart,
  label: evidence.label,
  labelEasy: evidence.labelEasy,
  description: evidence.description,
  descriptionEasy: evidence.descriptionEasy,
  research: evidence.research,
  altText: evidence.altText,
  sourceUrl: evidence.sourceUrl,
  sourceLabel: evidence.sourceLabel,
  imageUrl: evidence.imageUrl,
  topicTagStatic: evidence.topicTagStatic,
  bigQuestion: evidence.bigQuestion,
  keywords: evidence.keywords,
  width: evidence.width,
  height: evidence.height,
};
const itemColumns = { ...listColumns, dataTable: evidence.dataTable };
type ListView = Pick<EvidenceRow, keyof typeof listColumns>;
type ItemView = ListView & Partial<Pick<EvidenceRow, 'dataTable'>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isMain = eq(evidence.status, 'main');
const defaultOrder = [asc(evidence.position), asc(evidence.createdAt), asc(evidence.id)];

/** Vector search leaves out items that share almost no meaning with the query. */
const MIN_SIMILARITY = 0.2;

export function presentEvidence(row: ItemView, similarity?: number): EvidenceItem {
  return {
    _id: row.id,
    type: row.type,
    isChart: row.isChart,
    label: row.label,
    label_easy: row.labelEasy,
    description: row.description,
    description_easy: row.descriptionEasy,
    research: row.research,
    altText: row.altText,
    sourceURL: row.sourceUrl,
    sourceLabel: row.sourceLabel,
    imageURL: row.imageUrl,
    // The spec's client reads the image from s3URL as well; both are the same app path.
    s3URL: row.imageUrl,
    topicTagStatic: row.topicTagStatic,
    bigQuestion: row.bigQuestion,
    keywords: row.keywords,
    width: row.width,
    height: row.height,
    ...(row.dataTable !== undefined ? { dataTable: row.dataTable } : {}),
    ...(similarity !== undefined ? { similarity } : {}),
  };
}

/** The text the search index weights at B beside the description: keywords and the topic. */
export const searchTermsFor = (keywords: readonly string[], topic: string | null) =>
  [...keywords, ...(topic ? [topic.replace(/-/g, ' ')] : [])].join(' ');

/**
 * What the embedder reads for an item: both labels, the easy description (else the description),
 * keywords and topic. The easy wording is what students type, and it is shorter: on the 20
 * reworded questions of qualityQueries.json it put the right chart first 19 times against 17
 * with the full description, and embedding took 3.5 s of CPU instead of 5.2 s (docs/evidence.md).
 */
export const embeddingTextFor = (e: {
  label: string;
  labelEasy: string | null;
  description: string;
  descriptionEasy: string | null;
  keywords: readonly string[];
  topicTagStatic: string | null;
}) =>
  [
    e.label,
    e.labelEasy,
    e.descriptionEasy || e.description,
    e.keywords.join(', '),
    e.topicTagStatic,
  ]
    .filter(Boolean)
    .join('. ');

export async function listEvidence(db: Db, topic?: string): Promise<EvidenceItem[]> {
  const where = topic ? and(isMain, eq(evidence.topicTagStatic, topic.toLowerCase())) : isMain;
  const rows = await db
    .select(listColumns)
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
    .where(and(eq(evidence.id, id), isMain))
    .limit(1);
  if (!row) throw notFound(EVIDENCE_MESSAGES.notFound);
  return presentEvidence(row);
}

export async function textSearchEvidence(
  db: Db,
  query: string,
  limit: number,
): Promise<EvidenceItem[]> {
  const rows = await textSearchAndThenAny(query, (tsquery) => {
    const { where, rank } = textSearchTerms(evidence.searchVector, tsquery);
    return db
      .select(listColumns)
      .from(evidence)
      .where(and(isMain, where))
      .orderBy(desc(rank), ...defaultOrder)
      .limit(limit);
  });
  return rows.map((r) => presentEvidence(r));
}

export async function vectorSearchEvidence(
  db: Db,
  embedder: Embedder,
  query: string,
  limit: number,
): Promise<EvidenceItem[]> {
  const [vector] = await embedder.embed([query]);
  if (!vector) return [];
  const distance = cosineDistanceTo(evidence.embedding, vector);
  const rows = await db.transaction(async (tx) => {
    // HNSW hands the filter at most ef_search (40) candidates; iterating keeps `limit` reachable
    // when many rows are not 'main'. SET LOCAL takes no parameters: limit is a checked integer.
    await tx.execute(sql.raw(`set local hnsw.ef_search = ${Math.max(40, Math.trunc(limit))}`));
    await tx.execute(sql.raw(`set local hnsw.iterative_scan = strict_order`));
    return tx
      .select({ ...listColumns, distance })
      .from(evidence)
      .where(
        and(
          isMain,
          sql`${evidence.embedding} is not null`,
          eq(evidence.embeddingModel, embedder.model),
        ),
      )
      .orderBy(distance)
      .limit(limit);
  });
  return rows
    .map((r) => presentEvidence(r, similarityFromDistance(r.distance)))
    .filter((e) => (e.similarity ?? 0) >= MIN_SIMILARITY);
}

/** Computes embeddings for items that have none, or whose vectors came from another model. */
export async function embedMissingEvidence(db: Db, embedder: Embedder): Promise<number> {
  const stale = await db
    .select({ ...listColumns })
    .from(evidence)
    .where(
      and(
        ne(evidence.status, 'deleted'),
        or(
          isNull(evidence.embedding),
          isNull(evidence.embeddingModel),
          ne(evidence.embeddingModel, embedder.model),
        ),
      ),
    );
  if (stale.length === 0) return 0;
  const vectors = await embedder.embed(stale.map(embeddingTextFor));
  for (const [i, row] of stale.entries()) {
    await db
      .update(evidence)
      .set({ embedding: vectors[i], embeddingModel: embedder.model })
      .where(eq(evidence.id, row.id));
  }
  return stale.length;
}

/** Admin edit of title and description; the item is re-embedded so vector search follows. */
export async function updateEvidence(
  db: Db,
  embedder: Embedder,
  input: { id: string; label: string; description: string },
): Promise<EvidenceItem> {
  if (!UUID.test(input.id)) throw notFound(EVIDENCE_MESSAGES.notFound);
  const live = and(eq(evidence.id, input.id), ne(evidence.status, 'deleted'));
  const [current] = await db.select(listColumns).from(evidence).where(live).limit(1);
  if (!current) throw notFound(EVIDENCE_MESSAGES.notFound);
  const next = { ...current, label: input.label, description: input.description };
  // A failed embedding must not block an edit: the row is re-embedded at the next start.
  const [vector] = await embedder.embed([embeddingTextFor(next)]).catch(() => [undefined]);
  const [row] = await db
    .update(evidence)
    .set({
      label: input.label,
      description: input.description,
      embedding: vector ?? null,
      embeddingModel: vector ? embedder.model : null,
      updatedAt: new Date(),
    })
    .where(live)
    .returning(itemColumns);
  if (!row) throw notFound(EVIDENCE_MESSAGES.notFound);
  return presentEvidence(row);
}

/**
 * Soft delete (spec 2: deleted main items move to the Deleted list, from where they can be
 * restored). Returns how many items were deleted; an id or source that matches nothing is a 404.
 */
export async function deleteEvidence(
  db: Db,
  target: EvidenceDelete,
  userId: string,
): Promise<number> {
  let match: SQL | undefined;
  if (target.deleteAll) match = isMain;
  else if (target.sourceURL) match = and(isMain, eq(evidence.sourceUrl, target.sourceURL));
  else if (target.id && UUID.test(target.id)) {
    match = and(eq(evidence.id, target.id), ne(evidence.status, 'deleted'));
  }
  if (!match) throw notFound(EVIDENCE_MESSAGES.notFound);
  const now = new Date();
  const deleted = await db
    .update(evidence)
    .set({ status: 'deleted', deletedAt: now, deletedBy: userId, updatedAt: now })
    .where(match)
    .returning({ id: evidence.id });
  if (deleted.length === 0 && !target.deleteAll) throw notFound(EVIDENCE_MESSAGES.notFound);
  return deleted.length;
}
