import {
  PROMPT_PAGE_SIZE,
  SEARCH_FALLBACK_HEADER,
  type Prompt,
  type PromptListPage,
  type PromptUpdate,
} from '@dsb/core';
import type { SearchAnswer } from '../../lib/collectionSearch';
import { ApiError, apiFetch, apiRequest } from '../../lib/http';
import { promptMessages } from './messages';

const errors = promptMessages.errors;

export type SearchType = 'text' | 'semantic';

/**
 * Query keys: everything under `promptKeys.all` is refreshed after an admin edit or delete,
 * searches included (they live under ['prompts', 'search']: lib/collectionSearch.ts).
 */
export const promptKeys = {
  all: ['prompts'] as const,
  list: () => ['prompts', 'list'] as const,
  saved: () => ['prompts', 'saved'] as const,
  detail: (id: string) => ['prompts', 'detail', id] as const,
};

const enc = encodeURIComponent;

/** One page of the default list (Load More: 20 per request, offset = number already loaded). */
export function fetchPromptPage(offset: number): Promise<PromptListPage> {
  return apiFetch<PromptListPage>(
    `/api/prompts?limit=${PROMPT_PAGE_SIZE}&offset=${offset}`,
    {},
    errors.fetchPrompts(),
  );
}

export function fetchPrompt(id: string): Promise<Prompt> {
  return apiFetch<Prompt>(`/api/prompts/${enc(id)}`, {}, errors.fetchPrompt());
}

/** GET /api/prompts/search; a smart search answered with basic results says it fell back. */
export async function searchPrompts(
  query: string,
  type: SearchType,
): Promise<SearchAnswer<Prompt>> {
  const { data, headers } = await apiRequest<unknown>(
    `/api/prompts/search?query=${enc(query)}&type=${type}`,
    {},
    errors.search(),
  );
  if (!Array.isArray(data)) throw new ApiError(500, errors.searchFormat());
  const fellBack = type === 'semantic' && headers.get(SEARCH_FALLBACK_HEADER) === 'text';
  return { items: data as Prompt[], fellBack };
}

export function fetchSavedPrompts(): Promise<Prompt[]> {
  return apiFetch<Prompt[]>('/api/me/saved-prompts', {}, errors.fetchSaved());
}

export function savePromptRequest(id: string): Promise<{ success: boolean }> {
  return apiFetch(`/api/me/saved-prompts/${enc(id)}`, { method: 'PUT' }, errors.save());
}

export function unsavePromptRequest(id: string): Promise<{ success: boolean }> {
  return apiFetch(`/api/me/saved-prompts/${enc(id)}`, { method: 'DELETE' }, errors.unsave());
}

export function updatePromptRequest(
  id: string,
  changes: Pick<PromptUpdate, 'bigQuestion' | 'promptScript'>,
): Promise<{ success: boolean; message: string; prompt: Prompt }> {
  return apiFetch(
    `/api/admin/prompts/${enc(id)}`,
    { method: 'PUT', json: changes },
    errors.update(),
  );
}

export function deletePromptRequest(id: string): Promise<{ success: boolean; message: string }> {
  return apiFetch(`/api/admin/prompts/${enc(id)}`, { method: 'DELETE' }, errors.delete());
}
