import { z } from 'zod';
import { webLink } from './links';
import { queryText, storedText } from './text';

/** Prompt constants (docs/product/prompts.md). */
export const PROMPT_PAGE_SIZE = 20;
export const PROMPT_STORE_PAGE_SIZE = 9;
export const PROMPT_SEARCH_CACHE_MAX = 20;
export const SCRIPT_PREVIEW_LENGTH = 200;
export const MAX_SEARCH_QUERY_LENGTH = 500;
export const MAX_BIG_QUESTION_LENGTH = 300;
export const MAX_PROMPT_SCRIPT_LENGTH = 5000;
export const MAX_TOPICS = 10;

export const SMART_SEARCH_FALLBACK_MESSAGE =
  'Smart search is temporarily unavailable. Using basic search instead.';
/** Response header set when a semantic search was answered with text results. */
export const SEARCH_FALLBACK_HEADER = 'x-search-fallback';

export const topicSchema = z.object({
  topicTag: z.string(),
  topicLabel: z.string(),
  topicTagStatic: z.string().optional(),
});
export type Topic = z.infer<typeof topicSchema>;

export const GENERAL_TOPIC: Topic = { topicTag: 'general', topicLabel: 'General' };

/** Topic rules: tag lowercase with hyphens, label capitalised, empty input is General. */
export function normalizeTopic(input: string | { topicTag?: string; topicLabel?: string }): Topic {
  const raw = typeof input === 'string' ? input : (input.topicLabel ?? input.topicTag ?? '');
  const words = raw.trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  if (!words) return { ...GENERAL_TOPIC };
  const tagSource = typeof input === 'string' ? words : input.topicTag?.trim() || words;
  const topicTag = tagSource
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');
  const label =
    typeof input === 'string' || !input.topicLabel?.trim() ? words : input.topicLabel.trim();
  return { topicTag, topicLabel: label.charAt(0).toUpperCase() + label.slice(1) };
}

/** Normalises a topic list; an empty list becomes a single general topic. Duplicate tags are dropped. */
export function normalizeTopics(
  inputs: ReadonlyArray<string | { topicTag?: string; topicLabel?: string }> | undefined,
): Topic[] {
  const seen = new Set<string>();
  const topics: Topic[] = [];
  for (const input of inputs ?? []) {
    const topic = normalizeTopic(input);
    if (seen.has(topic.topicTag)) continue;
    seen.add(topic.topicTag);
    topics.push(topic);
  }
  return topics.length ? topics : [{ ...GENERAL_TOPIC }];
}

export const promptSchema = z.object({
  _id: z.string(),
  bigQuestion: z.string(),
  promptScript: z.string(),
  topics: z.array(topicSchema),
  keywords: z.array(z.string()),
  sourceURL: z.string().nullable(),
  statistical_mentions: z.array(z.string()).nullable(),
  article_context: z.string().nullable(),
  article_date: z.string().nullable(),
  variation_index: z.number().nullable(),
  isDefault: z.boolean(),
  /** 0-1, semantic search only. */
  similarity: z.number().min(0).max(1).optional(),
});
export type Prompt = z.infer<typeof promptSchema>;

/** A prompt is usable by the client only with these fields. */
export function isValidPrompt(value: unknown): value is Prompt {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p._id === 'string' &&
    typeof p.bigQuestion === 'string' &&
    typeof p.promptScript === 'string' &&
    Array.isArray(p.topics)
  );
}

const pagingNumber = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a non-negative whole number')
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

export const promptListQuerySchema = z.strictObject({
  limit: pagingNumber(100).optional(),
  offset: pagingNumber(1_000_000).optional(),
});

export const SEARCH_TYPES = ['text', 'semantic'] as const;
export const promptSearchQuerySchema = z.strictObject({
  query: queryText()
    .max(
      MAX_SEARCH_QUERY_LENGTH,
      `Search query must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`,
    )
    .default(''),
  type: z.enum(SEARCH_TYPES, { message: "type must be 'text' or 'semantic'" }).default('text'),
});

export const promptListPageSchema = z.object({
  prompts: z.array(promptSchema),
  total: z.number().int(),
});
export type PromptListPage = z.infer<typeof promptListPageSchema>;

const topicText = storedText().max(60);
const topicInputSchema = z.union([
  topicText,
  z.object({ topicTag: topicText.optional(), topicLabel: topicText.optional() }),
]);

const promptFields = {
  bigQuestion: storedText()
    .trim()
    .min(1, 'Big question is required')
    .max(
      MAX_BIG_QUESTION_LENGTH,
      `Big question must be at most ${MAX_BIG_QUESTION_LENGTH} characters`,
    ),
  promptScript: storedText()
    .trim()
    .min(1, 'Script is required')
    .max(MAX_PROMPT_SCRIPT_LENGTH, `Script must be at most ${MAX_PROMPT_SCRIPT_LENGTH} characters`),
  topics: z.array(topicInputSchema).max(MAX_TOPICS, `At most ${MAX_TOPICS} topics`),
  keywords: z.array(storedText().trim().min(1).max(60)).max(30),
  /** Shown as a link in the prompt's details: http(s) only (a `javascript:` link would run). */
  sourceURL: webLink().nullable(),
};

/** Body of POST /api/admin/prompts. */
export const promptCreateSchema = z.strictObject({
  ...promptFields,
  topics: promptFields.topics.default([]),
  keywords: promptFields.keywords.optional(),
  sourceURL: promptFields.sourceURL.optional(),
});
export type PromptCreate = z.infer<typeof promptCreateSchema>;

/** Body of PUT /api/admin/prompts/{id}: any subset of the editable fields. */
export const promptUpdateSchema = z.strictObject({
  bigQuestion: promptFields.bigQuestion.optional(),
  promptScript: promptFields.promptScript.optional(),
  topics: promptFields.topics.optional(),
  keywords: promptFields.keywords.optional(),
  sourceURL: promptFields.sourceURL.optional(),
});
export type PromptUpdate = z.infer<typeof promptUpdateSchema>;

export const idParamSchema = z.strictObject({ id: queryText().min(1).max(100) });
