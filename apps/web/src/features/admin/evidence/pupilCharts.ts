import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promoteChartResponseSchema, pupilChartListSchema } from '@dsb/core/charts';
import { apiFetch } from '../../../lib/http';
import { InvalidResponseError } from './deleteRequest';
import { manageKeys } from './api';

/**
 * Pupils' saved charts and promoting one into the library (docs/product/admin-evidence.md,
 * "Pupils' saved charts"): GET /api/admin/evidence/pupil-charts and
 * POST /api/admin/evidence/promote-chart.
 */
export const pupilChartsKey = ['admin', 'evidence', 'pupil-charts'] as const;

async function fetchPupilCharts() {
  const parsed = pupilChartListSchema.safeParse(
    await apiFetch<unknown>('/api/admin/evidence/pupil-charts'),
  );
  if (!parsed.success) throw new InvalidResponseError();
  return parsed.data.items;
}

async function promote(target: { storyId: string; chartId: string }) {
  const parsed = promoteChartResponseSchema.safeParse(
    await apiFetch<unknown>('/api/admin/evidence/promote-chart', { method: 'POST', json: target }),
  );
  if (!parsed.success) throw new InvalidResponseError();
  return parsed.data;
}

/** The list, loaded once the section is opened. */
export function usePupilCharts(enabled: boolean) {
  return useQuery({ queryKey: pupilChartsKey, queryFn: fetchPupilCharts, enabled });
}

/** Promotes a chart; the library's lists, counts and search take it at once. */
export function usePromoteChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promote,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: manageKeys.evidence });
      void queryClient.invalidateQueries({ queryKey: ['evidence'] });
    },
  });
}
