import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScrapeOptions } from '@dsb/core';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cancelScrape, collectorKeys, fetchScrapeProgress, startScrape } from './api';
import { collectorPhase, pollDelay } from './session';

/** The address's query parameter holding the session, so a reload resumes watching the job. */
export const SESSION_PARAM = 'session';

/**
 * One scrape session as the Data Collector sees it: the id lives in `?session=`, progress is
 * polled every 2000 ms while the job runs (docs/product/data-collector.md) and stops on finish,
 * cancel or a polling error (logged only).
 */
export function useScrapeSession() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const sessionId = params.get(SESSION_PARAM);
  const [cancelledId, setCancelledId] = useState<string | null>(null);
  const cancelled = sessionId !== null && cancelledId === sessionId;

  const progress = useQuery({
    queryKey: collectorKeys.progress(sessionId ?? ''),
    queryFn: () => fetchScrapeProgress(sessionId!),
    enabled: sessionId !== null,
    retry: false,
    refetchOnWindowFocus: false,
    // Re-read on every render, so a cancel or a finish stops the timer at once.
    refetchInterval: (query) =>
      pollDelay(
        collectorPhase({
          sessionId,
          progress: query.state.data,
          pollFailed: query.state.status === 'error',
          cancelled,
        }),
      ),
  });

  useEffect(() => {
    if (progress.error) console.error('Polling the scraping progress failed', progress.error);
  }, [progress.error, progress.errorUpdatedAt]);

  const phase = collectorPhase({
    sessionId,
    progress: progress.data,
    pollFailed: progress.isError,
    cancelled,
  });

  // Once a job is over, the evidence and article lists and the statistics may have new items.
  const over = phase === 'finished' || phase === 'cancelled';
  useEffect(() => {
    if (!over) return;
    for (const key of ['evidence', 'articles', 'stats']) {
      void queryClient.invalidateQueries({ queryKey: ['admin', key] });
    }
    void queryClient.invalidateQueries({ queryKey: collectorKeys.sessions });
  }, [over, queryClient]);

  const start = useMutation({
    mutationFn: ({ urls, options }: { urls: string[]; options: ScrapeOptions }) =>
      startScrape(urls, options),
    onSuccess: (started) => {
      void queryClient.invalidateQueries({ queryKey: collectorKeys.sessions });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(SESSION_PARAM, started.sessionId);
          return next;
        },
        { replace: false },
      );
    },
  });

  const cancel = useMutation({
    mutationFn: (id: string) => cancelScrape(id),
    onSuccess: (_, id) => {
      setCancelledId(id);
      // One last read shows the URLs that finished before the cancel.
      void queryClient.refetchQueries({ queryKey: collectorKeys.progress(id) });
    },
    // A job that ended meanwhile (409) shows its final state.
    onError: (_, id) => void queryClient.refetchQueries({ queryKey: collectorKeys.progress(id) }),
  });

  const checkAgain = useCallback(() => void progress.refetch(), [progress]);

  return { sessionId, phase, progress, start, cancel, checkAgain };
}

export type ScrapeSession = ReturnType<typeof useScrapeSession>;
