import {
  DEFAULT_EVIDENCE_SEARCH_LIMIT,
  SEARCH_FALLBACK_HEADER,
  SUGGESTION_STOP_WORDS,
  type DataTable,
  type EvidenceItem,
  type EvidenceSearchType,
} from '@dsb/core';
import type { SearchAnswer } from '../../lib/collectionSearch';
import { ApiError, apiFetch, apiRequest } from '../../lib/http';
import { evidenceMessages } from './messages';

const enc = encodeURIComponent;

export const evidenceKeys = {
  all: ['evidence'] as const,
  detail: (id: string) => ['evidence', 'detail', id] as const,
};

export type EvidenceDetail = EvidenceItem & { dataTable?: DataTable | null };

/** GET /api/evidence/{id}: the item with its data table (404 when it was removed). */
export function fetchEvidence(id: string): Promise<EvidenceDetail> {
  return apiFetch(`/api/evidence/${enc(id)}`, {}, evidenceMessages.data.failed());
}

function asItems(data: unknown): EvidenceItem[] {
  if (!Array.isArray(data)) throw new ApiError(200, evidenceMessages.api.invalidResponse(), data);
  return data as EvidenceItem[];
}

/** GET /api/evidence?topic= (the prompt's topic, or the whole library). */
export async function fetchEvidenceList(topic?: string): Promise<EvidenceItem[]> {
  const path = topic ? `/api/evidence?topic=${enc(topic)}` : '/api/evidence';
  return asItems(await apiFetch<unknown>(path, {}, evidenceMessages.api.listFailed()));
}

/**
 * Words of a query worth matching on their own (the suggested-terms rule
 * (docs/product/evidence.md)).
 */
function keyWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => w.length > 2 && !SUGGESTION_STOP_WORDS.has(w),
  );
}

/** The last fallback filters the whole library in the browser: any key word matches. */
export function matchesQuery(item: EvidenceItem, query: string): boolean {
  const words = keyWords(query);
  if (words.length === 0) return true;
  const haystack = [item.label, item.label_easy, item.description, item.topicTagStatic]
    .concat(item.keywords)
    .join(' ')
    .toLowerCase();
  return words.some((w) => haystack.includes(w));
}

function searchError(error: unknown): Error {
  if (error instanceof ApiError) {
    if (error.message === evidenceMessages.api.invalidResponse()) return error;
    return new Error(
      evidenceMessages.api.searchFailedStatus({ status: error.status, details: error.message }),
    );
  }
  return new Error(evidenceMessages.api.searchFailed());
}

/**
 * The fallback chain (docs/product/evidence.md): the search call, then the text-search call, then the whole library
 * filtered here. If all fail, the search call's error is thrown (shown with a warning icon).
 */
export async function searchEvidence(
  query: string,
  mode: EvidenceSearchType,
): Promise<SearchAnswer<EvidenceItem>> {
  const q = enc(query);
  try {
    const { data, headers } = await apiRequest<unknown>(
      `/api/evidence/search?query=${q}&searchType=${mode}&limit=${DEFAULT_EVIDENCE_SEARCH_LIMIT}`,
      { headers: { 'Cache-Control': 'no-cache' } },
    );
    const items = asItems(data);
    return { items, fellBack: mode === 'vector' && headers.get(SEARCH_FALLBACK_HEADER) === 'text' };
  } catch (first) {
    // A query the server refuses (400) fails the same way on every fallback.
    if (first instanceof ApiError && first.status === 400) throw first;
    console.warn('Evidence search failed; trying the fallbacks', first);
    try {
      const items = asItems(await apiFetch<unknown>(`/api/evidence/text-search?query=${q}`));
      return { items, fellBack: mode === 'vector' };
    } catch {
      try {
        const all = await fetchEvidenceList();
        return { items: all.filter((e) => matchesQuery(e, query)), fellBack: mode === 'vector' };
      } catch {
        throw searchError(first);
      }
    }
  }
}

export type UpdateResult = { success: boolean; message: string; evidence: EvidenceItem };

export function updateEvidenceRequest(
  id: string,
  changes: { label: string; description: string },
): Promise<UpdateResult> {
  return apiFetch(
    '/api/admin/evidence',
    { method: 'PUT', json: { id, ...changes } },
    evidenceMessages.admin.updateFailed(),
  );
}

export async function deleteEvidenceRequest(id: string): Promise<void> {
  const result = await apiFetch<{ success?: boolean }>(
    '/api/admin/evidence',
    { method: 'DELETE', json: { id } },
    evidenceMessages.admin.deleteFailed(),
  );
  if (!result?.success) throw new Error(evidenceMessages.api.invalidServerResponse());
}
