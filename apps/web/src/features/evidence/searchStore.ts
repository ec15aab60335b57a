import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import {
  DEFAULT_EVIDENCE_SEARCH_TERM,
  type EvidenceItem,
  type EvidenceSearchType,
} from '@dsb/core';
import { fetchEvidenceList, searchEvidence, type EvidenceSearchResult } from './api';
import { createEvidenceSearchCache, evidenceCacheKey } from './searchCache';

export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

export type EvidenceSearchState = {
  /** The text in the search box. */
  input: string;
  mode: EvidenceSearchType;
  /** The query the results (or the error) belong to. */
  query: string;
  results: EvidenceItem[];
  status: SearchStatus;
  error: string | null;
  fellBack: boolean;
  page: number;
  /** Which story's automatic first search has run ('none' without a story). */
  autoSearchedFor: string | null;

  setInput: (input: string) => void;
  /** Switches Basic/Advanced; a shown search runs again in the new mode. */
  setMode: (mode: EvidenceSearchType) => void;
  setPage: (page: number) => void;
  /** Searches the given query (or the box's text). Resolves false when nothing could be found. */
  search: (query?: string) => Promise<boolean>;
  /** Lists the charts of a topic (after a prompt is chosen, spec 1 §4). Failures are quiet. */
  searchTopic: (topic: string) => Promise<boolean>;
  /** The automatic first search, once per story (spec 1 §4). */
  autoSearch: (key: string, query: string | null | undefined) => void;
  /** The delayed backup search: only when no search has happened yet. */
  backupSearch: () => void;
  clear: () => void;
  /** After an admin edit or delete: results follow and cached searches are forgotten. */
  applyUpdate: (item: Pick<EvidenceItem, '_id'> & Partial<EvidenceItem>) => void;
  applyDelete: (id: string) => void;
};

export type SearchDeps = {
  search: (query: string, mode: EvidenceSearchType) => Promise<EvidenceSearchResult>;
  list: (topic: string) => Promise<EvidenceItem[]>;
};

const defaultDeps: SearchDeps = { search: searchEvidence, list: fetchEvidenceList };

const idle = { query: '', results: [], status: 'idle' as SearchStatus, error: null, page: 1 };

/** The evidence panel's search state, shared by the research page and the editor's Charts tab. */
export function createEvidenceSearchStore(deps: SearchDeps = defaultDeps) {
  const cache = createEvidenceSearchCache<EvidenceSearchResult>();
  let running: { key: string; token: number; promise: Promise<boolean> } | null = null;
  let seq = 0;

  return createStore<EvidenceSearchState>()((set, get) => {
    /** Runs one lookup; a newer one makes it stale, the same one running is not repeated. */
    function run(key: string, query: string, load: () => Promise<EvidenceSearchResult>) {
      if (running?.key === key) return running.promise; // spec 1 §4: duplicates are ignored
      const cached = cache.get(key);
      if (cached) {
        seq++;
        running = null;
        const { items: results, fellBack } = cached;
        set({ results, fellBack, query, status: 'success', error: null, page: 1 });
        return Promise.resolve(true);
      }
      const token = ++seq;
      set({ query, status: 'loading', error: null, page: 1, fellBack: false });
      const promise = (async () => {
        try {
          const result = await Promise.resolve().then(load); // settles after `running` is set
          if (token !== seq) return false;
          if (!result.fellBack) cache.set(key, result);
          set({ results: result.items, fellBack: result.fellBack, status: 'success' });
          return true;
        } catch (error) {
          if (token !== seq) return false;
          const message = error instanceof Error ? error.message : String(error);
          set({ results: [], status: 'error', error: message });
          return false;
        } finally {
          if (running?.token === token) running = null;
        }
      })();
      running = { key, token, promise };
      return promise;
    }

    return {
      ...idle,
      input: '',
      mode: 'text',
      fellBack: false,
      autoSearchedFor: null,

      setInput: (input) => set({ input }),
      setPage: (page) => set({ page }),

      setMode(mode) {
        if (mode === get().mode) return;
        set({ mode });
        if (get().query) void get().search(get().query);
      },

      search(query) {
        const q = (query ?? get().input).trim();
        if (query !== undefined) set({ input: q });
        if (!q) {
          // Spec 1 §4: an empty query returns no results without a call.
          seq++;
          running = null;
          set({ ...idle, fellBack: false });
          return Promise.resolve(false);
        }
        const { mode } = get();
        return run(evidenceCacheKey(mode, q), q, () => deps.search(q, mode));
      },

      async searchTopic(topic) {
        const before = get();
        set({ input: topic });
        const ok = await run(evidenceCacheKey('topic', topic), topic, async () => ({
          items: await deps.list(topic),
          fellBack: false,
        }));
        if (!ok && get().status === 'error' && get().query === topic) {
          console.warn(`Evidence for topic '${topic}' could not be loaded`, get().error);
          const { input, query, results, status, error, page, fellBack } = before;
          set({ input, query, results, status, error, page, fellBack });
        }
        return ok;
      },

      autoSearch(key, query) {
        if (get().autoSearchedFor === key) return;
        set({ autoSearchedFor: key });
        void get().search(query?.trim() || DEFAULT_EVIDENCE_SEARCH_TERM);
      },

      backupSearch() {
        const { status, query } = get();
        if (status === 'idle' && !query && !running)
          void get().search(get().input.trim() || DEFAULT_EVIDENCE_SEARCH_TERM);
      },

      clear() {
        seq++;
        running = null;
        set({ ...idle, input: '', fellBack: false });
      },

      applyUpdate(item) {
        cache.clear();
        set({ results: get().results.map((e) => (e._id === item._id ? { ...e, ...item } : e)) });
      },

      applyDelete(id) {
        cache.clear();
        set({ results: get().results.filter((e) => e._id !== id) });
      },
    };
  });
}

export type EvidenceSearchStore = ReturnType<typeof createEvidenceSearchStore>;

/** The app's one evidence search store. */
export const evidenceSearchStore = createEvidenceSearchStore();

export function useEvidenceSearch<T>(selector: (state: EvidenceSearchState) => T): T {
  return useStore(evidenceSearchStore, selector);
}
