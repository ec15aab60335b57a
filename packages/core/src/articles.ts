import { z } from 'zod';
import { EVIDENCE_MESSAGES } from './evidence';
import { ADMIN_EVIDENCE_PAGE_SIZE, MAX_ADMIN_EVIDENCE_PAGE_SIZE } from './evidenceAdmin';
import { queryText } from './text';

/**
 * Articles collected by the Data Collector (docs/product/articles.md) and their admin calls.
 * Scraped articles go straight into the one Articles collection; deleting one is permanent.
 */
export const ARTICLE_MESSAGES = {
  deleted: 'Articles deleted successfully',
  notFound: 'Article not found',
} as const;

/** Activity-log name of an article delete (admin actions start with 'admin'). */
export const ARTICLE_ADMIN_ACTIVITY = { delete: 'admin delete articles' } as const;

/** An article as the admin console sees it. */
export const adminArticleSchema = z.object({
  _id: z.string(),
  articleTitle: z.string(),
  articleContent: z.string(),
  /** ISO 8601 when the page stated a date, else null ('Not specified'). */
  articleDate: z.string().nullable(),
  byline: z.string().nullable(),
  sourceURL: z.string(),
  topicTagStatic: z.string().nullable(),
  imageURL: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

const pageNumber = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`);

/** Query of GET /api/admin/articles: filtered and paged, newest first. */
export const adminArticleListQuerySchema = z.strictObject({
  page: pageNumber('page').default(1),
  limit: pageNumber('limit')
    .max(MAX_ADMIN_EVIDENCE_PAGE_SIZE, `limit must be at most ${MAX_ADMIN_EVIDENCE_PAGE_SIZE}`)
    .default(ADMIN_EVIDENCE_PAGE_SIZE),
  /** The exact source, as 'Delete Filtered by Source' matches it, so the two agree. */
  sourceURL: queryText().trim().max(2000).optional(),
  topic: queryText().trim().max(60).optional(),
});
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;

/** Answer of GET /api/admin/articles: the same shape as the evidence list, with the count. */
export const adminArticleListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(adminArticleSchema),
    pagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    }),
  }),
});
export type AdminArticleListResponse = z.infer<typeof adminArticleListResponseSchema>;

/** Most ids one bulk delete takes. */
export const MAX_ARTICLE_DELETE_IDS = 500;

/**
 * Body of DELETE /api/admin/articles: exactly one of {id}, {ids} (the console's selection),
 * {sourceURL} ('Delete Filtered by Source') or {deleteAll: true}.
 */
export const articleDeleteSchema = z
  .strictObject({
    id: queryText().min(1).max(100).optional(),
    ids: z
      .array(queryText().min(1).max(100))
      .max(MAX_ARTICLE_DELETE_IDS, `At most ${MAX_ARTICLE_DELETE_IDS} items at a time`)
      .optional(),
    sourceURL: queryText().trim().max(2000).optional(),
    deleteAll: z.literal(true, { message: 'deleteAll must be true' }).optional(),
  })
  .superRefine((body, ctx) => {
    const forms = [body.id, body.ids, body.sourceURL, body.deleteAll].filter(
      (v) => v !== undefined,
    );
    if (body.sourceURL === '') {
      ctx.addIssue({ code: 'custom', message: EVIDENCE_MESSAGES.sourceUrlRequired });
    } else if (forms.length === 0 || body.ids?.length === 0) {
      ctx.addIssue({ code: 'custom', message: EVIDENCE_MESSAGES.nothingSelected });
    } else if (forms.length > 1) {
      ctx.addIssue({
        code: 'custom',
        message: 'Send exactly one of id, ids, sourceURL or deleteAll',
      });
    }
  });
export type ArticleDelete = z.infer<typeof articleDeleteSchema>;

export const articleDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deletedCount: z.number().int(),
});
