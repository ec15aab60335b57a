import { useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@dsb/core';
import { apiFetch } from '../../../lib/http';

export const adminStatsKey = ['admin', 'stats'] as const;

/** GET /api/admin/stats; admin writes elsewhere invalidate the same key. */
export function useStats() {
  return useQuery({
    queryKey: adminStatsKey,
    queryFn: () => apiFetch<StatsResponse>('/api/admin/stats', {}, 'Failed to load statistics'),
  });
}
