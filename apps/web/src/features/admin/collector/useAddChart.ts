import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVIDENCE_ADMIN_MESSAGES, type AdminEvidenceItem, type ChartDetail } from '@dsb/core';
import { useState } from 'react';
import { showToast } from '../../../ui/toast';
import { addChartFailedText, addChartToTemp, DuplicateChartError } from './api';
import { addAllText, tempAddBody } from './chartStatus';

/** A chart of the results, with where it was found and its key in this session. */
export type ResultChart = { key: string; detail: ChartDetail; pageUrl: string };

export type DuplicateState = ResultChart & { existingChart: AdminEvidenceItem };

/**
 * Add to Temp for scraped charts (docs/product/data-collector.md): success marks the chart 'Added
 * to Temp'; a 409 opens the comparison modal, whose 'Add Anyway' repeats the add with force on.
 */
export function useAddChart(sessionId: string | null) {
  const queryClient = useQueryClient();
  // Keys are per session: a new job starts with nothing added.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [duplicate, setDuplicate] = useState<DuplicateState | null>(null);
  const scoped = (key: string) => `${sessionId ?? ''}|${key}`;

  const mutation = useMutation({
    mutationFn: ({ chart, force }: { chart: ResultChart; force: boolean }) =>
      addChartToTemp(tempAddBody(chart.detail, chart.pageUrl, force)),
    onSuccess: (_, { chart }) => {
      setAdded((current) => new Set(current).add(scoped(chart.key)));
      setDuplicate(null);
      showToast(EVIDENCE_ADMIN_MESSAGES.addedToTemp, 'success');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'evidence'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
    onError: (error, { chart }) => {
      if (error instanceof DuplicateChartError) {
        setDuplicate({ ...chart, existingChart: error.existingChart });
        return;
      }
      setDuplicate(null);
      showToast(addChartFailedText(error), 'error');
    },
  });

  const [addingAll, setAddingAll] = useState(false);
  /**
   * Adds every chart given, one after another; those already collected are counted, not
   * compared (the modal is for one chart at a time).
   */
  const addAll = async (charts: readonly ResultChart[]) => {
    setAddingAll(true);
    const tally = { added: 0, collected: 0, failed: 0 };
    for (const chart of charts) {
      try {
        await addChartToTemp(tempAddBody(chart.detail, chart.pageUrl, false));
        setAdded((current) => new Set(current).add(scoped(chart.key)));
        tally.added++;
      } catch (error) {
        if (error instanceof DuplicateChartError) tally.collected++;
        else tally.failed++;
      }
    }
    setAddingAll(false);
    showToast(addAllText(tally), tally.failed ? 'error' : 'success');
    void queryClient.invalidateQueries({ queryKey: ['admin', 'evidence'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
  };

  return {
    addAll,
    addingAll,
    isAdded: (key: string) => added.has(scoped(key)),
    /** The key of the chart being added, to show its button busy. */
    pendingKey: mutation.isPending ? mutation.variables.chart.key : null,
    add: (chart: ResultChart) => mutation.mutate({ chart, force: false }),
    duplicate,
    addAnyway: () => duplicate && mutation.mutate({ chart: duplicate, force: true }),
    closeDuplicate: () => setDuplicate(null),
  };
}

export type AddChart = ReturnType<typeof useAddChart>;
