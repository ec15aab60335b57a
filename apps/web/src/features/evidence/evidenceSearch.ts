import type { QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_EVIDENCE_SEARCH_TERM,
  EVIDENCE_SEARCH_CACHE,
  type EvidenceItem,
  type EvidenceSearchType,
} from '@dsb/core';
import {
  changeSearchResults,
  normalizeSearchQuery,
  searchQueryOptions,
  type ClientSearch,
  type SearchAnswer,
} from '../../lib/collectionSearch';
import { evidenceKeys, fetchEvidenceList, searchEvidence } from './api';
import type { EvidenceLookupMode, EvidenceSearchStateStore, ShownLookup } from './searchState';

/**
 * Evidence lookups (docs/product/evidence.md): searches through the fallback chain of api.ts, and a
 * topic's charts. Every answer but a fallback one is kept; over 50, the 10 oldest go. The chain
 * already tries three ways, so a failure is not retried.
 */
export function evidenceLookups(
  calls: {
    search: (query: string, mode: EvidenceSearchType) => Promise<SearchAnswer<EvidenceItem>>;
    list: (topic: string) => Promise<EvidenceItem[]>;
  } = { search: searchEvidence, list: fetchEvidenceList },
): ClientSearch<EvidenceItem, EvidenceLookupMode> {
  return {
    collection: evidenceKeys.all[0],
    cache: { ...EVIDENCE_SEARCH_CACHE, cachedModes: ['text', 'vector', 'topic'] },
    fetch: async (query, mode) =>
      mode === 'topic'
        ? { items: await calls.list(query), fellBack: false }
        : calls.search(query, mode),
    retry: false,
  };
}

export const evidenceSearch = evidenceLookups();

/** The same lookup: same mode, and a query that differs at most in case and spacing. */
const sameLookup = (a: ShownLookup | null, b: ShownLookup) =>
  a !== null &&
  a.mode === b.mode &&
  normalizeSearchQuery(a.query) === normalizeSearchQuery(b.query);

/**
 * What the panel does: each action changes the panel state, and the lookup it shows is fetched
 * (or read from the cache) through TanStack Query. The same lookup while it runs is not repeated,
 * and an older answer never replaces a newer lookup's: results are read by the shown lookup.
 */
export function createEvidenceSearchActions(
  client: QueryClient,
  state: EvidenceSearchStateStore,
  search: ClientSearch<EvidenceItem, EvidenceLookupMode> = evidenceSearch,
) {
  /** Resolves true when the lookup answered and is still the one shown. */
  function show(lookup: ShownLookup): Promise<boolean> {
    state.setState({ shown: lookup, page: 1 });
    return client.fetchQuery(searchQueryOptions(search, lookup.mode, lookup.query)).then(
      () => sameLookup(state.getState().shown, lookup),
      () => false,
    );
  }

  let lastAutomatic: string | null = null;
  const actions = {
    setInput: (input: string) => state.setState({ input }),
    setPage: (page: number) => state.setState({ page }),

    /** Searches the given query (or the box's text). Resolves false when nothing could be found. */
    search(query?: string): Promise<boolean> {
      const q = (query ?? state.getState().input).trim();
      if (query !== undefined) state.setState({ input: q });
      // An empty query returns no results without a call.
      if (!q) {
        state.setState({ shown: null, page: 1 });
        return Promise.resolve(false);
      }
      return show({ query: q, mode: state.getState().mode });
    },

    /** Switches Basic/Advanced; a shown lookup runs again in the new mode. */
    setMode(mode: EvidenceSearchType) {
      if (mode === state.getState().mode) return;
      state.setState({ mode });
      const { shown } = state.getState();
      if (shown) void actions.search(shown.query);
    },

    /**
     * Lists a topic's charts (after a prompt is chosen); a failure quietly keeps what was shown.
     */
    async showTopic(topic: string): Promise<boolean> {
      const { input, shown, page } = state.getState();
      const lookup: ShownLookup = { query: topic, mode: 'topic' };
      state.setState({ input: topic });
      const ok = await show(lookup);
      if (!ok && sameLookup(state.getState().shown, lookup)) {
        console.warn(`Evidence for topic '${topic}' could not be loaded`);
        state.setState({ input, shown, page });
      }
      return ok;
    },

    /** The automatic first search, once per story: its big question, else 'data'. */
    autoSearch(key: string, query: string | null | undefined) {
      if (state.getState().autoSearchedFor === key) return;
      state.setState({ autoSearchedFor: key });
      // A pupil who already typed a search of their own (the story may open after they started)
      // keeps it; what an earlier automatic search put there is replaced.
      const typed = state.getState().input.trim();
      if (typed && typed !== lastAutomatic) return;
      lastAutomatic = query?.trim() || DEFAULT_EVIDENCE_SEARCH_TERM;
      void actions.search(lastAutomatic);
    },

    /** The delayed backup search: only when nothing has been looked up yet. */
    backupSearch() {
      const { shown, input } = state.getState();
      if (shown) return;
      const typed = input.trim();
      // What the backup search puts in the box is automatic too: the story's big question,
      // arriving later on a slow network, replaces it (a pupil's own words are kept).
      if (!typed) lastAutomatic = DEFAULT_EVIDENCE_SEARCH_TERM;
      void actions.search(typed || DEFAULT_EVIDENCE_SEARCH_TERM);
    },

    clear: () => state.setState({ input: '', shown: null, page: 1 }),

    /** After an admin edit: shown results follow at once; cached lookups are asked for again. */
    applyUpdate: (item: Pick<EvidenceItem, '_id'> & Partial<EvidenceItem>) =>
      changeSearchResults<EvidenceItem>(client, search.collection, (items) =>
        items.map((e) => (e._id === item._id ? { ...e, ...item } : e)),
      ),

    applyDelete: (id: string) =>
      changeSearchResults<EvidenceItem>(client, search.collection, (items) =>
        items.filter((e) => e._id !== id),
      ),
  };
  return actions;
}

export type EvidenceSearchActions = ReturnType<typeof createEvidenceSearchActions>;
