import { useInfiniteQuery } from '@tanstack/react-query';
import { activityCsvFilename, fetchActivityFailedMessage } from '@dsb/core';
import { ApiError } from '../../../../lib/http';
import { activityCsvPath, adminUserKeys, fetchActivity, type ActivityFilters } from '../api';

/** A user's activity, newest first, one server page at a time ('Load more' fetches the next). */
export function useActivityLog(userId: string, filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: adminUserKeys.activity(userId, filters),
    queryFn: ({ pageParam }) => fetchActivity(userId, filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** 'Failed to fetch activity log: {status}' (the server's own text when it sent one). */
export function activityError(error: unknown): string {
  if (error instanceof ApiError && !error.message.startsWith('Request failed'))
    return error.message;
  return fetchActivityFailedMessage(error instanceof ApiError ? error.status : 'network error');
}

/** The name in a Content-Disposition header (filename="..."), if any. */
export function dispositionFilename(header: string | null): string | null {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}

/**
 * Downloads the server's CSV of every entry matching the filters (columns Action, Timestamp,
 * Details; quoted and formula-guarded there), named by the display name and the date.
 */
export async function downloadActivityCsv(
  userId: string,
  displayName: string,
  filters: ActivityFilters,
): Promise<void> {
  const response = await fetch(activityCsvPath(userId, filters), { credentials: 'same-origin' });
  if (!response.ok)
    throw new ApiError(response.status, fetchActivityFailedMessage(response.status));
  const blob = await response.blob();
  const name =
    dispositionFilename(response.headers.get('content-disposition')) ??
    activityCsvFilename(displayName, new Date());
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
