import { ApiError } from '../../../lib/http';
import { MANAGE_TEXT, deleteFailed } from './messages';

/**
 * Where a delete goes (docs/product/admin-evidence.md): Evidence-Temp and Articles are deleted for
 * good; Evidence-Main (by the console's ids or the page's id, source or all) moves to Deleted.
 */
export type DeleteScope = 'temp' | 'main' | 'articles' | 'library';

export type DeleteTarget =
  | { kind: 'id'; id: string; label: string }
  | { kind: 'ids'; ids: string[] }
  | { kind: 'source'; sourceURL: string }
  | { kind: 'all' };

export type DeleteRequest = { scope: DeleteScope; target: DeleteTarget };

const PATHS: Record<DeleteScope, string> = {
  temp: '/api/admin/evidence/temp',
  main: '/api/admin/evidence/main',
  articles: '/api/admin/articles',
  // The /admin/evidence page's call: {id}, {sourceURL} or {deleteAll} on Evidence-Main.
  library: '/api/admin/evidence',
};

const NAMES: Record<DeleteScope, string> = {
  temp: 'Evidence-Temp',
  main: 'Evidence-Main',
  articles: 'Articles',
  library: 'Evidence Items',
};

export const deletePath = (scope: DeleteScope) => PATHS[scope];

/** The body of the DELETE call for a target. */
export function deleteBody(target: DeleteTarget) {
  switch (target.kind) {
    case 'id':
      return { id: target.id };
    case 'ids':
      return { ids: target.ids };
    case 'source':
      return { sourceURL: target.sourceURL.trim() };
    case 'all':
      return { deleteAll: true as const };
  }
}

/** At least one id unless deleting all; a source delete needs the source. */
export function deleteProblem(request: DeleteRequest): string | null {
  const { target } = request;
  if (target.kind === 'ids' && target.ids.length === 0) return MANAGE_TEXT.nothingSelected;
  if (target.kind === 'source' && target.sourceURL.trim() === '') return MANAGE_TEXT.sourceRequired;
  return null;
}

/** True when the items are gone for good; Evidence-Main items can be restored from Deleted. */
export const isPermanent = (scope: DeleteScope) => scope === 'temp' || scope === 'articles';

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** True for a delete whose size the request does not say: by source, or all. */
export const needsCount = ({ target }: DeleteRequest) =>
  target.kind === 'source' || target.kind === 'all';

/**
 * What the confirmation asks, naming what goes and, for a delete by source or of all, how many
 * (`count`: the list's total for it; undefined while it is counted or when it could not be).
 */
export function deleteQuestion({ scope, target }: DeleteRequest, count?: number): string {
  switch (target.kind) {
    case 'id':
      return `Delete "${target.label}"?`;
    case 'ids':
      return `Delete ${items(target.ids.length)} selected in ${NAMES[scope]}?`;
    case 'source': {
      const source = target.sourceURL.trim();
      if (count === 0) return `No items in ${NAMES[scope]} come from ${source}: nothing to delete.`;
      if (count === undefined) return `Delete every item in ${NAMES[scope]} from ${source}?`;
      return `Delete ${count === 1 ? 'the 1 item' : `all ${items(count)}`} in ${NAMES[scope]} from ${source}?`;
    }
    case 'all':
      if (count === 0) return `${NAMES[scope]} has no items: nothing to delete.`;
      if (count === undefined) return `Delete all items in ${NAMES[scope]}?`;
      return `Delete all ${items(count)} in ${NAMES[scope]}?`;
  }
}

/** Where deleted items can be found again: the console's Deleted tab (Main items only). */
export function restoreNote(scope: DeleteScope): string {
  // The /admin/evidence page has no Deleted tab of its own: it names where that tab is.
  return scope === 'library' ? MANAGE_TEXT.movesToDeletedInConsole : MANAGE_TEXT.movesToDeleted;
}

/** Answers that could not be read are 'Invalid response from server'. */
export class InvalidResponseError extends Error {
  constructor() {
    super(MANAGE_TEXT.invalidResponse);
  }
}

/** The failure alert: 'Error: {msg}', with the defaults it names. */
export function deleteFailureMessage({ scope, target }: DeleteRequest, error: unknown): string {
  if (error instanceof InvalidResponseError) return error.message;
  // The page's single evidence delete has its own sentence.
  if (scope === 'library' && target.kind === 'id') return MANAGE_TEXT.deleteEvidenceFailed;
  const fallback =
    target.kind === 'all' || target.kind === 'source'
      ? MANAGE_TEXT.deleteItemsFailed
      : MANAGE_TEXT.deleteItemFailed;
  return deleteFailed(error instanceof ApiError ? error.message : fallback);
}

/** A second open while one confirmation is showing is ignored. */
export function openConfirmation(
  current: DeleteRequest | null,
  next: DeleteRequest,
): DeleteRequest {
  return current ?? next;
}
