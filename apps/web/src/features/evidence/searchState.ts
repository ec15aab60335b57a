import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { EvidenceSearchType } from '@dsb/core';

/** How a shown list was looked up: a search in one of the two modes, or a topic's charts. */
export type EvidenceLookupMode = EvidenceSearchType | 'topic';

/** The lookup whose results (or error) the panel shows. */
export type ShownLookup = { query: string; mode: EvidenceLookupMode };

/**
 * The evidence panel's client state, shared by the research page and the editor's Charts tab so
 * it survives switching between them. The results themselves are server state: TanStack Query
 * keeps them, keyed by the shown lookup (evidenceSearch.ts).
 */
export type EvidenceSearchState = {
  /** The text in the search box. */
  input: string;
  mode: EvidenceSearchType;
  shown: ShownLookup | null;
  /** The results page shown (10 a page, in the browser). */
  page: number;
  /** Which story's automatic first search has run ('none' without a story). */
  autoSearchedFor: string | null;
};

export const createEvidenceSearchState = () =>
  createStore<EvidenceSearchState>()(() => ({
    input: '',
    mode: 'text',
    shown: null,
    page: 1,
    autoSearchedFor: null,
  }));

export type EvidenceSearchStateStore = ReturnType<typeof createEvidenceSearchState>;

/** The app's one evidence panel state. */
export const evidenceSearchState = createEvidenceSearchState();

export function useEvidenceSearchState<T>(selector: (state: EvidenceSearchState) => T): T {
  return useStore(evidenceSearchState, selector);
}
