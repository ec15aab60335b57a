import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { EvidenceCollection, EvidenceUpdate } from '@dsb/core';
import { showToast } from '../../../ui/toast';
import {
  deleteItems,
  failureReason,
  fetchArticlePage,
  fetchEvidencePage,
  manageKeys,
  restoreEvidence,
  scanDuplicates,
  scanMissingImages,
  syncTempToMain,
  updateEvidence,
} from './api';
import type { DeleteRequest } from './deleteRequest';
import {
  NO_FILTERS,
  TAB_COLLECTION,
  isEvidenceTab,
  type ListFilters,
  type ManageTab,
  type ScanKind,
} from './listState';
import { CONSOLE_PAGE_SIZE } from './paging';
import { MANAGE_TEXT, restoreFailed } from './messages';

/** One page of an evidence collection; the previous page stays on screen while the next loads. */
export function useEvidencePage(
  collection: EvidenceCollection,
  page: number,
  limit: number,
  filters: ListFilters,
  enabled = true,
) {
  return useQuery({
    queryKey: manageKeys.evidenceList(collection, page, limit, filters),
    queryFn: () => fetchEvidencePage(collection, page, limit, filters),
    // The last page stays on screen while the next loads, but never another collection's items.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === collection ? previous : undefined,
    enabled,
  });
}

export function useArticlePage(page: number, limit: number, filters: ListFilters, enabled = true) {
  return useQuery({
    queryKey: manageKeys.articleList(page, limit, filters),
    queryFn: () => fetchArticlePage(page, limit, filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The console's current list: a page of one evidence collection, or of the articles. */
export function useManageList(tab: ManageTab, page: number, filters: ListFilters) {
  const evidenceTab = isEvidenceTab(tab);
  const collection = evidenceTab ? TAB_COLLECTION[tab] : 'temp';
  const evidence = useEvidencePage(collection, page, CONSOLE_PAGE_SIZE, filters, evidenceTab);
  const articles = useArticlePage(page, CONSOLE_PAGE_SIZE, filters, !evidenceTab);
  return evidenceTab
    ? ({ kind: 'evidence', query: evidence } as const)
    : ({ kind: 'articles', query: articles } as const);
}

/** The four tab counts: whole collections, whatever the current tab's filters. */
export function useTabCounts() {
  const evidence = useQuery({
    queryKey: manageKeys.evidenceCounts,
    queryFn: () => fetchEvidencePage('temp', 1, 1, NO_FILTERS),
    select: (answer) => answer.counts,
  });
  const articles = useQuery({
    queryKey: manageKeys.articleCount,
    queryFn: () => fetchArticlePage(1, 1, NO_FILTERS),
    select: (answer) => answer.data.pagination.total,
  });
  return { evidence: evidence.data, articles: articles.data };
}

/** Every list, count, scan and statistic may change after a write; the search library too. */
function invalidateAfterWrite(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: manageKeys.evidence });
  void queryClient.invalidateQueries({ queryKey: manageKeys.articles });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
  void queryClient.invalidateQueries({ queryKey: ['evidence'] });
}

export function useDeleteItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeleteRequest) => deleteItems(request),
    onSettled: () => invalidateAfterWrite(queryClient),
  });
}

export function useSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncTempToMain,
    onSettled: () => invalidateAfterWrite(queryClient),
  });
}

/** Restores Deleted items one by one (the call takes one id), then says how it went. */
export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await restoreEvidence(id);
    },
    onSuccess: () => showToast(MANAGE_TEXT.restored, 'success'),
    onError: (error) => showToast(restoreFailed(failureReason(error)), 'error'),
    onSettled: () => invalidateAfterWrite(queryClient),
  });
}

export function useUpdateEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: EvidenceUpdate) => updateEvidence(edit),
    onSuccess: () => {
      showToast(MANAGE_TEXT.evidenceUpdated, 'success');
      invalidateAfterWrite(queryClient);
    },
  });
}

/** A Scan Options result; scans run when asked for, and again after each write. */
export function useScan(kind: ScanKind | null) {
  const duplicates = useQuery({
    queryKey: manageKeys.scan('duplicates'),
    queryFn: scanDuplicates,
    enabled: kind === 'duplicates',
  });
  const missing = useQuery({
    queryKey: manageKeys.scan('missing'),
    queryFn: scanMissingImages,
    enabled: kind === 'missing',
  });
  return { duplicates, missing };
}
