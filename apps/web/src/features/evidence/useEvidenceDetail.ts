import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/http';
import { SAVED_CHART_ID_PREFIX } from '@dsb/core/charts';
import type { EvidenceItem } from '@dsb/core';
import { evidenceKeys, fetchEvidence } from './api';
import type { EvidenceLike } from './savedEvidence';

/**
 * A chart the pupil made and saved (docs/product/chart-builder.md): not in the library, so its
 * saved copy is its detail (alt text, source, data table).
 */
function savedChartDetail(item: EvidenceLike): EvidenceItem {
  return {
    _id: item._id,
    type: 'chart',
    isChart: true,
    label: item.label,
    label_easy: null,
    description: item.description ?? '',
    description_easy: null,
    research: null,
    altText: item.altText ?? null,
    sourceURL: item.sourceURL ?? null,
    sourceLabel: item.sourceLabel ?? null,
    imageURL: item.imageURL ?? null,
    s3URL: item.s3URL ?? null,
    topicTagStatic: null,
    bigQuestion: null,
    keywords: [],
    width: item.width ?? null,
    height: item.height ?? null,
    dataTable: item.dataTable ?? null,
  };
}

/** GET /api/evidence/{id} for the modal (research text, alt text, data table). */
export function useEvidenceDetail(id: string, local?: EvidenceLike) {
  const saved = local && id.startsWith(SAVED_CHART_ID_PREFIX) ? savedChartDetail(local) : null;
  const query = useQuery({
    queryKey: evidenceKeys.detail(id),
    queryFn: () => (saved ? Promise.resolve(saved) : fetchEvidence(id)),
    staleTime: 60_000,
    // A removed chart answers 404: asking again will not bring it back.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
  const removed = query.error instanceof ApiError && query.error.status === 404;
  return { ...query, removed };
}
