import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MIN_NEWS_QUERY_LENGTH, NEWS_MESSAGES, cleanNewsQuery, type Headline } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { headlineKeys, searchHeadlines } from './api';
import { cooldownLeft } from './headlineRules';
import { newsText } from './messages';

/** Answers are kept this long: going back to a topic or term shows them without a fetch. */
const KEEP_ANSWER_MS = 5 * 60_000;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * When the last headlines fetch started, for the whole page: the cooldown holds across the
 * panel closing and opening again (switching tool tabs).
 */
let lastFetchAt: number | null = null;

export type HeadlineSearch = {
  /** The query being searched: the topic's, or a suggested term the user clicked. */
  query: string | null;
  /** Searches a suggested term instead of the topic (until the topic changes). */
  searchFor: (term: string) => void;
  /** Back to the topic's own query. */
  backToTopic: () => void;
  status: 'idle' | 'loading' | 'error' | 'done';
  articles: Headline[];
  /** The server's message: the no-articles text, or that the news service did not answer. */
  message: string;
  error: string | null;
  retry: () => void;
};

/**
 * The headlines for the current topic (docs/product/headlines.md): fetched automatically when the
 * topic is known, never two fetches within HEADLINE_COOLDOWN_MS of each other (a later one waits).
 */
export function useHeadlineSearch(topicQuery: string | null): HeadlineSearch {
  const [term, setTerm] = useState<{ topic: string | null; term: string } | null>(null);
  // A clicked term lasts while the topic it was clicked for is the current one.
  const chosen = term && term.topic === topicQuery ? term.term : null;
  const query = chosen ?? topicQuery;
  const cleaned = query ? cleanNewsQuery(query) : '';
  const tooShort = query !== null && cleaned.length < MIN_NEWS_QUERY_LENGTH;

  const search = useQuery({
    queryKey: headlineKeys.search(cleaned),
    enabled: query !== null && !tooShort,
    staleTime: KEEP_ANSWER_MS,
    gcTime: KEEP_ANSWER_MS,
    retry: false,
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) => {
      await sleep(cooldownLeft(lastFetchAt, Date.now()), signal);
      lastFetchAt = Date.now();
      return searchHeadlines(cleaned, signal);
    },
  });

  // The server's and core's fixed texts are shown in the interface language.
  const error = tooShort
    ? newsText(NEWS_MESSAGES.queryTooShort)
    : search.isError
      ? newsText(errorMessage(search.error, NEWS_MESSAGES.failed))
      : null;
  return {
    query,
    searchFor: (value) => setTerm({ topic: topicQuery, term: value }),
    backToTopic: () => setTerm(null),
    status:
      query === null
        ? 'idle'
        : tooShort
          ? 'error'
          : search.isSuccess
            ? 'done'
            : search.isError && !search.isFetching
              ? 'error'
              : 'loading',
    articles: search.data?.articles ?? [],
    message: newsText(search.data?.message ?? ''),
    error,
    retry: () => void search.refetch(),
  };
}
