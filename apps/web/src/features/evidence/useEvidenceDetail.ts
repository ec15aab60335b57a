import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/http';
import { evidenceKeys, fetchEvidence } from './api';

/** GET /api/evidence/{id} for the modal (research text, alt text, data table). */
export function useEvidenceDetail(id: string) {
  const query = useQuery({
    queryKey: evidenceKeys.detail(id),
    queryFn: () => fetchEvidence(id),
    staleTime: 60_000,
    // A removed chart answers 404: asking again will not bring it back.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
  const removed = query.error instanceof ApiError && query.error.status === 404;
  return { ...query, removed };
}
