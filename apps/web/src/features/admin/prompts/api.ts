import { z } from 'zod';
import {
  checkEmbeddingsResponseSchema,
  generateFromArticleResponseSchema,
  promptProcessResponseSchema,
  promptSchema,
  type CheckEmbeddingsResponse,
  type GenerateFromArticle,
  type GenerateFromArticleResponse,
  type Prompt,
  type PromptCreate,
  type PromptProcessResponse,
} from '@dsb/core';
import { apiFetch } from '../../../lib/http';

/** Query keys of the Prompt Manager. */
export const promptManagerKeys = {
  all: ['admin', 'prompts'] as const,
  check: (includeWithKeywords: boolean) =>
    ['admin', 'prompts', 'check-embeddings', includeWithKeywords] as const,
};

/** GET /api/admin/prompts/check-embeddings: prompts missing keywords or an embedding (or all). */
export async function fetchPromptCheck(
  includeWithKeywords: boolean,
): Promise<CheckEmbeddingsResponse> {
  const body = await apiFetch<unknown>(
    `/api/admin/prompts/check-embeddings?includeWithKeywords=${includeWithKeywords}`,
  );
  return checkEmbeddingsResponseSchema.parse(body);
}

/** 'generate' embeds again as well; 'regenerate' only refreshes the keywords (fast). */
export type ProcessKind = 'generate' | 'regenerate';

const processPath: Record<ProcessKind, string> = {
  generate: '/api/admin/prompts/generate-embeddings',
  regenerate: '/api/admin/prompts/regenerate-keywords',
};

/** One batch of POST generate-embeddings or regenerate-keywords. */
export async function processPromptBatch(
  kind: ProcessKind,
  promptIds: string[],
): Promise<PromptProcessResponse> {
  const body = await apiFetch<unknown>(processPath[kind], {
    method: 'POST',
    json: { promptIds },
  });
  return promptProcessResponseSchema.parse(body);
}

/** POST /api/admin/prompts/generate-from-article. */
export async function generateFromArticle(
  request: GenerateFromArticle,
): Promise<GenerateFromArticleResponse> {
  const body = await apiFetch<unknown>('/api/admin/prompts/generate-from-article', {
    method: 'POST',
    json: request,
  });
  return generateFromArticleResponseSchema.parse(body);
}

// The server answers POST /api/admin/prompts with { success, message, prompt } (no core schema
// names that answer yet, so its shape is checked here).
const promptCreatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  prompt: promptSchema,
});

/** POST /api/admin/prompts: adds a prompt to the collection. */
export async function createPrompt(
  body: PromptCreate,
): Promise<{ message: string; prompt: Prompt }> {
  const answer = await apiFetch<unknown>('/api/admin/prompts', { method: 'POST', json: body });
  return promptCreatedSchema.parse(answer);
}
