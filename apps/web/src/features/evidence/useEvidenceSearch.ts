import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EvidenceItem } from '@dsb/core';
import { useCollectionSearch } from '../../lib/collectionSearch';
import { createEvidenceSearchActions, evidenceSearch } from './evidenceSearch';
import { evidenceSearchState, useEvidenceSearchState } from './searchState';

/** The panel's actions (search, topic, mode, clear, admin changes) on the app's query client. */
export function useEvidenceSearchActions() {
  const client = useQueryClient();
  return useMemo(() => createEvidenceSearchActions(client, evidenceSearchState), [client]);
}

export type EvidenceResults = {
  status: 'idle' | 'loading' | 'error' | 'success';
  /** The query the results (or the error) belong to. */
  query: string;
  results: EvidenceItem[];
  /** An advanced (vector) search was answered with basic results. */
  fellBack: boolean;
  error: string | null;
};

const NO_RESULTS: EvidenceItem[] = [];

/** What the shown lookup came to. */
export function useEvidenceResults(): EvidenceResults {
  const shown = useEvidenceSearchState((s) => s.shown);
  const lookup = useCollectionSearch(evidenceSearch, shown?.mode ?? 'text', shown?.query ?? '');
  const query = shown?.query ?? '';
  if (!shown) return { status: 'idle', query, results: NO_RESULTS, fellBack: false, error: null };
  // Results already had stay on screen if asking for them again fails.
  if (lookup.data) {
    const { items, fellBack } = lookup.data;
    return { status: 'success', query, results: items, fellBack, error: null };
  }
  if (lookup.isError) {
    const error = lookup.error instanceof Error ? lookup.error.message : String(lookup.error);
    return { status: 'error', query, results: NO_RESULTS, fellBack: false, error };
  }
  return { status: 'loading', query, results: NO_RESULTS, fellBack: false, error: null };
}

/**
 * Lists a topic's charts in the panel (the research page's prompt picker,
 * docs/product/evidence.md).
 */
export const useShowEvidenceTopic = () => useEvidenceSearchActions().showTopic;
