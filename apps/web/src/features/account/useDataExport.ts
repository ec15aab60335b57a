import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataExportStart, DataExportStatus } from '@dsb/core';
import { useState } from 'react';
import { apiFetch } from '../../lib/http';

const POLL_MS = 1000;
const running = (status: DataExportStatus | undefined) =>
  !status || status.status === 'pending' || status.status === 'running';

/**
 * Starts an export at `startPath` (the person's own, or an admin's for a user) and follows its
 * job until it is done or failed. `start` again after a failure begins a new export.
 */
export function useDataExport(startPath: string) {
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => apiFetch<DataExportStart>(startPath, { method: 'POST' }),
    onSuccess: (started) => setJobId(started.jobId),
  });
  const status = useQuery({
    queryKey: ['data-export', jobId],
    queryFn: () => apiFetch<DataExportStatus>(`/api/exports/${jobId}`),
    enabled: jobId !== null,
    // Polled while the job runs; a finished export is not asked again.
    refetchInterval: (query) => (running(query.state.data) ? POLL_MS : false),
    staleTime: Infinity,
    retry: 2,
  });
  const reset = () => {
    setJobId(null);
    start.reset();
  };
  return { jobId, start, status, reset };
}
