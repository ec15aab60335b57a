import {
  adminArticleListResponseSchema,
  adminEvidenceListResponseSchema,
  articleDeleteResponseSchema,
  evidenceDeleteResponseSchema,
  evidenceDuplicatesResponseSchema,
  evidenceMissingImagesResponseSchema,
  evidenceRestoreResponseSchema,
  evidenceSyncResponseSchema,
  type EvidenceCollection,
  type EvidenceUpdate,
} from '@dsb/core';
import { z } from 'zod';
import { ApiError, apiFetch } from '../../../lib/http';
import { InvalidResponseError, deleteBody, deletePath, type DeleteRequest } from './deleteRequest';
import { NO_FILTERS, articleListPath, evidenceListPath, type ListFilters } from './listState';

/** Query keys of the evidence & article screens; every write invalidates them all. */
export const manageKeys = {
  evidence: ['admin', 'evidence'] as const,
  articles: ['admin', 'articles'] as const,
  evidenceList: (collection: EvidenceCollection, page: number, limit: number, f: ListFilters) =>
    ['admin', 'evidence', 'list', collection, page, limit, f] as const,
  articleList: (page: number, limit: number, f: ListFilters) =>
    ['admin', 'articles', 'list', page, limit, f] as const,
  evidenceCounts: ['admin', 'evidence', 'counts'] as const,
  articleCount: ['admin', 'articles', 'count'] as const,
  scan: (kind: 'duplicates' | 'missing') => ['admin', 'evidence', 'scan', kind] as const,
};

/** The reason a call failed, for the '{prefix}: {msg}' messages. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError || error instanceof InvalidResponseError) return error.message;
  return 'the server could not be reached';
}

/** The answer as the shared schema reads it; anything else is 'Invalid response from server'. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new InvalidResponseError();
  return parsed.data;
}

async function call<S extends z.ZodType>(
  schema: S,
  path: string,
  init?: Parameters<typeof apiFetch>[1],
): Promise<z.infer<S>> {
  return parse(schema, await apiFetch<unknown>(path, init));
}

export function fetchEvidencePage(
  collection: EvidenceCollection,
  page: number,
  limit: number,
  filters: ListFilters,
) {
  return call(adminEvidenceListResponseSchema, evidenceListPath(collection, page, limit, filters));
}

export function fetchArticlePage(page: number, limit: number, filters: ListFilters) {
  return call(adminArticleListResponseSchema, articleListPath(page, limit, filters));
}

/**
 * How many items a delete by source or of all takes: the total of the same list (the list's
 * source filter and the delete match the same rows).
 */
export async function countToDelete({ scope, target }: DeleteRequest): Promise<number> {
  const sourceURL = target.kind === 'source' ? target.sourceURL.trim() : '';
  const filters = { ...NO_FILTERS, sourceURL };
  if (scope === 'articles') return (await fetchArticlePage(1, 1, filters)).data.pagination.total;
  const collection = scope === 'temp' ? 'temp' : 'main';
  return (await fetchEvidencePage(collection, 1, 1, filters)).data.pagination.total;
}

export function syncTempToMain() {
  return call(evidenceSyncResponseSchema, '/api/admin/evidence/sync', { method: 'POST' });
}

export function restoreEvidence(id: string) {
  return call(evidenceRestoreResponseSchema, '/api/admin/evidence/restore', {
    method: 'POST',
    json: { id },
  });
}

export function deleteItems(request: DeleteRequest) {
  const schema =
    request.scope === 'articles' ? articleDeleteResponseSchema : evidenceDeleteResponseSchema;
  return call(schema, deletePath(request.scope), {
    method: 'DELETE',
    json: deleteBody(request.target),
  });
}

const evidenceUpdateResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export function updateEvidence(edit: EvidenceUpdate) {
  return call(evidenceUpdateResponseSchema, '/api/admin/evidence', { method: 'PUT', json: edit });
}

export function scanDuplicates() {
  return call(evidenceDuplicatesResponseSchema, '/api/admin/evidence/main/duplicates');
}

export function scanMissingImages() {
  return call(evidenceMissingImagesResponseSchema, '/api/admin/evidence/main/missing-s3urls');
}
