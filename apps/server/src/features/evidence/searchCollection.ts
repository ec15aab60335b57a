import { asc, eq, ne } from 'drizzle-orm';
import type { EvidenceItem } from '@dsb/core';
import { evidence } from './tables';
import { defineCollection, type RowOf } from '../../platform/search/collection';
import type { SearchOf } from '../../platform/search/collectionSearch';

/** Columns read for lists and search (the data table, tsvector and embedding stay behind). */
export const evidenceListColumns = {
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

type EvidenceView = RowOf<typeof evidenceListColumns> & {
  dataTable?: (typeof evidence.$inferSelect)['dataTable'];
};

export function presentEvidence(row: EvidenceView, similarity?: number): EvidenceItem {
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
    // Older clients read the image from s3URL as well; both are the same app path.
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

/** Only published items are shown to users (deleted and temporary items are not). */
export const isPublished = eq(evidence.status, 'main');

/**
 * The chart library: label (A), description with keywords and topic (B), research and easy texts
 * (C). The embedder reads both labels, the easy description (else the description), keywords and
 * topic. The easy wording is what students type, and it is shorter: on the 20 reworded questions
 * of qualityQueries.json it put the right chart first 19 times against 17 with the full
 * description, and embedding took 3.5 s of CPU instead of 5.2 s (docs/evidence.md).
 */
export const evidenceCollection = defineCollection({
  name: 'evidence',
  table: evidence,
  columns: evidenceListColumns,
  present: presentEvidence,
  embeddingText: (e: {
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
      .join('. '),
  searchable: isPublished,
  // A deleted item is not searched; if an admin restores it, the next backfill embeds it.
  embeddable: ne(evidence.status, 'deleted'),
  order: [asc(evidence.position), asc(evidence.createdAt), asc(evidence.id)],
  limits: { text: 100, semantic: 100, minSimilarity: 0.2 },
});

/** The search service over this collection. */
export type EvidenceSearch = SearchOf<typeof evidenceCollection>;
