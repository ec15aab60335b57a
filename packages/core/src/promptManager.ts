import { z } from 'zod';
import { promptSchema, topicSchema } from './prompt';
import { queryText } from './text';

/**
 * The Prompt Manager's calls (docs/product/admin-prompts.md): checking which prompts lack keywords
 * or embeddings, filling them, and drafting prompts from an article.
 */
export const PROMPT_MANAGER_MESSAGES = {
  allHaveEmbeddings: 'All prompts have embeddings!',
  noPromptsToProcess: 'No prompts to process',
  invalidArticleUrl: 'Please enter a valid URL',
  noReadableText: 'No readable article text was found at this address',
  extractiveNotice: 'Drafted from the article without AI: edit before adding',
  found: (missing: number, total: number) =>
    `Found ${missing} prompts without keywords (out of ${total} total prompts)`,
} as const;

/** Activity-log names of the Prompt Manager's actions. */
export const PROMPT_MANAGER_ACTIVITY = {
  generateEmbeddings: 'admin generate prompt embeddings',
  regenerateKeywords: 'admin regenerate prompt keywords',
  draftFromArticle: 'admin draft prompts from article',
} as const;

/** Keywords kept per prompt (issue: 5 to 10). */
export const MIN_PROMPT_KEYWORDS = 5;
export const MAX_PROMPT_KEYWORDS = 10;
/** Prompts one generate or regenerate request takes; the screen sends batches and shows progress. */
export const PROMPT_BATCH_SIZE = 10;
export const MAX_PROMPT_IDS_PER_REQUEST = 50;
/** Drafts one article may give. */
export const MIN_DRAFT_COUNT = 1;
export const MAX_DRAFT_COUNT = 5;
/** Words of a drafted script for teens (issue #13: 90 to 150). */
export const DRAFT_SCRIPT_WORDS = { min: 90, max: 150 } as const;

/** A prompt in the check list: what the list item shows, and what is missing. */
export const promptCheckItemSchema = promptSchema
  .pick({ _id: true, bigQuestion: true, promptScript: true, topics: true, keywords: true })
  .extend({ hasEmbedding: z.boolean() });
export type PromptCheckItem = z.infer<typeof promptCheckItemSchema>;

/** GET /api/admin/prompts/check-embeddings?includeWithKeywords= */
export const checkEmbeddingsQuerySchema = z.strictObject({
  /** 'include prompts that already have keywords': list every prompt, not only those missing some. */
  includeWithKeywords: z.enum(['true', 'false']).default('false'),
});

export const checkEmbeddingsResponseSchema = z.object({
  success: z.literal(true),
  /** Prompts without keywords or without an embedding (or all, with includeWithKeywords). */
  promptsWithoutEmbeddings: z.array(promptCheckItemSchema),
  totalPrompts: z.number().int(),
  /** Ids of every prompt in the library, for 'include prompts that already have keywords'. */
  allPromptIds: z.array(z.string()),
  message: z.string(),
});
export type CheckEmbeddingsResponse = z.infer<typeof checkEmbeddingsResponseSchema>;

/** Body of POST /api/admin/prompts/generate-embeddings and /regenerate-keywords. */
export const promptIdsRequestSchema = z.strictObject({
  promptIds: z
    .array(queryText().min(1).max(100))
    .min(1, PROMPT_MANAGER_MESSAGES.noPromptsToProcess)
    .max(MAX_PROMPT_IDS_PER_REQUEST, `At most ${MAX_PROMPT_IDS_PER_REQUEST} prompts at a time`),
});
export type PromptIdsRequest = z.infer<typeof promptIdsRequestSchema>;

export const promptProcessResponseSchema = z.object({
  success: z.literal(true),
  processedCount: z.number().int(),
  /** Ids that were asked for but are not in the library (deleted meanwhile). */
  missingIds: z.array(z.string()),
  /** Prompts whose embedding could not be computed (the embedder failed); keywords were kept. */
  embeddingFailures: z.number().int(),
});
export type PromptProcessResponse = z.infer<typeof promptProcessResponseSchema>;

/** Body of POST /api/admin/prompts/generate-from-article. */
export const generateFromArticleSchema = z.strictObject({
  articleUrl: queryText()
    .trim()
    .max(2048, 'The URL is too long')
    .refine((url) => /^https?:\/\//i.test(url), PROMPT_MANAGER_MESSAGES.invalidArticleUrl),
  count: z.coerce
    .number({ message: 'count must be a number' })
    .int('count must be a whole number')
    .min(MIN_DRAFT_COUNT, `count must be between ${MIN_DRAFT_COUNT} and ${MAX_DRAFT_COUNT}`)
    .max(MAX_DRAFT_COUNT, `count must be between ${MIN_DRAFT_COUNT} and ${MAX_DRAFT_COUNT}`)
    .default(3),
});
export type GenerateFromArticle = z.infer<typeof generateFromArticleSchema>;

/** A drafted prompt, not yet in the library. */
export const promptDraftSchema = z.object({
  bigQuestion: z.string(),
  promptScript: z.string(),
  topics: z.array(topicSchema),
  keywords: z.array(z.string()),
  sourceURL: z.string(),
  /** 'extractive' drafts are built from the article's own sentences, never by a model. */
  method: z.enum(['extractive', 'model']),
  /** Shown on every extractive draft. */
  notice: z.string().nullable(),
});
export type PromptDraft = z.infer<typeof promptDraftSchema>;

export const generateFromArticleResponseSchema = z.object({
  success: z.literal(true),
  prompts: z.array(promptDraftSchema),
  article: z.object({ title: z.string(), date: z.string().nullable(), url: z.string() }),
});
export type GenerateFromArticleResponse = z.infer<typeof generateFromArticleResponseSchema>;
