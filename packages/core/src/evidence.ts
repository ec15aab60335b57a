import { z } from 'zod';
import { MAX_SEARCH_QUERY_LENGTH } from './prompt';
import { queryText, storedText } from './text';

/** Evidence constants (docs/product/evidence.md). */
export const DEFAULT_EVIDENCE_SEARCH_LIMIT = 100;
export const MAX_EVIDENCE_SEARCH_LIMIT = 100;
export const EVIDENCE_PAGE_SIZE = 10;
export const EVIDENCE_SEARCH_CACHE = { maxEntries: 50, dropWhenFull: 10 } as const;
export const SAVED_EVIDENCE_PREVIEW_LENGTH = 100;
export const DEFAULT_EVIDENCE_SEARCH_TERM = 'data';
export const LONG_QUERY_MIN_WORDS = 9;
export const MAX_SUGGESTED_TERMS = 5;
export const MAX_EVIDENCE_LABEL_LENGTH = 300;
export const MAX_EVIDENCE_DESCRIPTION_LENGTH = 5000;

export const EVIDENCE_MESSAGES = {
  notFound: 'Evidence not found',
  updated: 'Evidence updated successfully',
  deleted: 'Evidence deleted successfully',
  longQuery: 'Your search query is quite long. Try a simpler search with just the key terms.',
  sourceUrlRequired: 'Please enter a Source URL to delete by source',
  nothingSelected: 'No items selected for deletion',
  oneDeleteForm: 'Send exactly one of id, sourceURL or deleteAll',
} as const;

export const EVIDENCE_TYPES = ['chart', 'image'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

/** A chart's data, as plotted: one column per field, with its unit where it has one. */
export const dataTableSchema = z.object({
  columns: z.array(z.object({ name: z.string(), title: z.string(), unit: z.string().nullable() })),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});
export type DataTable = z.infer<typeof dataTableSchema>;

/**
 * An evidence item as the API sends it. `imageURL` is an app path (`/files/...`);
 * `s3URL` carries the same path because older clients read the image from either.
 * `dataTable` is sent by GET /api/evidence/{id} only: lists stay small, and a story's saved
 * evidence keeps the list shape.
 */
export const evidenceItemSchema = z.object({
  _id: z.string(),
  type: z.enum(EVIDENCE_TYPES),
  isChart: z.boolean(),
  label: z.string(),
  label_easy: z.string().nullable(),
  description: z.string(),
  description_easy: z.string().nullable(),
  research: z.string().nullable(),
  altText: z.string().nullable(),
  sourceURL: z.string().nullable(),
  sourceLabel: z.string().nullable(),
  imageURL: z.string().nullable(),
  s3URL: z.string().nullable(),
  topicTagStatic: z.string().nullable(),
  bigQuestion: z.string().nullable(),
  keywords: z.array(z.string()),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  dataTable: dataTableSchema.nullable().optional(),
  /** 0-1, vector search only. */
  similarity: z.number().min(0).max(1).optional(),
});
export type EvidenceItem = z.infer<typeof evidenceItemSchema>;

/** GET /api/evidence?topic= */
export const evidenceListQuerySchema = z.strictObject({
  topic: queryText().trim().max(60).optional(),
});

const searchQueryText = queryText()
  .max(
    MAX_SEARCH_QUERY_LENGTH,
    `Search query must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`,
  )
  .default('');

export const EVIDENCE_SEARCH_TYPES = ['text', 'vector'] as const;
export type EvidenceSearchType = (typeof EVIDENCE_SEARCH_TYPES)[number];

/** GET /api/evidence/search */
export const evidenceSearchQuerySchema = z.strictObject({
  query: searchQueryText,
  searchType: z
    .enum(EVIDENCE_SEARCH_TYPES, { message: "searchType must be 'text' or 'vector'" })
    .default('text'),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_EVIDENCE_SEARCH_LIMIT, `limit must be at most ${MAX_EVIDENCE_SEARCH_LIMIT}`)
    .default(DEFAULT_EVIDENCE_SEARCH_LIMIT),
});
export type EvidenceSearchQuery = z.infer<typeof evidenceSearchQuerySchema>;

/** GET /api/evidence/text-search (the client's fallback). */
export const evidenceTextSearchQuerySchema = z.strictObject({ query: searchQueryText });

/** Body of PUT /api/admin/evidence: the admin edit form has Title and Description. */
export const evidenceUpdateSchema = z.strictObject({
  id: queryText().min(1).max(100),
  label: storedText()
    .trim()
    .min(1, 'Title is required')
    .max(
      MAX_EVIDENCE_LABEL_LENGTH,
      `Title must be at most ${MAX_EVIDENCE_LABEL_LENGTH} characters`,
    ),
  description: storedText()
    .trim()
    .max(
      MAX_EVIDENCE_DESCRIPTION_LENGTH,
      `Description must be at most ${MAX_EVIDENCE_DESCRIPTION_LENGTH} characters`,
    ),
});
export type EvidenceUpdate = z.infer<typeof evidenceUpdateSchema>;

/** Body of DELETE /api/admin/evidence: one of {id}, {sourceURL} or {deleteAll: true}. */
export const evidenceDeleteSchema = z
  .strictObject({
    id: queryText().min(1).max(100).optional(),
    // A filter, not a stored link: it must match what is stored, so only control characters are refused.
    sourceURL: queryText().trim().max(2000).optional(),
    deleteAll: z.literal(true, { message: 'deleteAll must be true' }).optional(),
  })
  .superRefine((body, ctx) => {
    const forms = [body.id, body.sourceURL, body.deleteAll].filter((v) => v !== undefined);
    if (body.sourceURL === '') {
      ctx.addIssue({ code: 'custom', message: EVIDENCE_MESSAGES.sourceUrlRequired });
    } else if (forms.length === 0) {
      ctx.addIssue({ code: 'custom', message: EVIDENCE_MESSAGES.nothingSelected });
    } else if (forms.length > 1) {
      ctx.addIssue({ code: 'custom', message: EVIDENCE_MESSAGES.oneDeleteForm });
    }
  });
export type EvidenceDelete = z.infer<typeof evidenceDeleteSchema>;

/** Words the suggested-terms hint leaves out. */
export const SUGGESTION_STOP_WORDS: ReadonlySet<string> = new Set([
  'with',
  'that',
  'this',
  'from',
  'about',
  'their',
  'they',
  'have',
  'what',
  'should',
  'would',
  'could',
  'does',
  'where',
  'when',
  'people',
]);

const wordsOf = (query: string) => query.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];

/** A query is long when it has more than 8 words of more than one character. */
export function isLongQuery(query: string): boolean {
  return query.split(/\s+/).filter((w) => w.length > 1).length >= LONG_QUERY_MIN_WORDS;
}

/**
 * Up to 5 key terms from a long query: words of 3 or fewer characters and the stop
 * words dropped, duplicates removed, in the order they appear.
 */
export function suggestedSearchTerms(query: string): string[] {
  const terms: string[] = [];
  for (const raw of wordsOf(query)) {
    const word = raw.replace(/^['-]+|['-]+$/g, '');
    if (word.length <= 3 || SUGGESTION_STOP_WORDS.has(word) || terms.includes(word)) continue;
    terms.push(word);
    if (terms.length === MAX_SUGGESTED_TERMS) break;
  }
  return terms;
}
