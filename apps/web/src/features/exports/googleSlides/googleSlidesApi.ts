import {
  GOOGLE_AUTH_REQUIRED_CODE,
  GOOGLE_SLIDES_MESSAGES,
  type GoogleSlidesExportBody,
  type GoogleSlidesExportResponse,
  type GoogleVerifyResponse,
} from '@dsb/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/http';

/** Calls of the Google Slides export (docs/product/exports.md). */

export const googleVerifyQueryKey = ['google', 'verify'] as const;

export const fetchGoogleVerify = () =>
  apiFetch<GoogleVerifyResponse>('/api/google/verify', { cache: 'no-store' });

/**
 * Whether this server exports to Google Slides (the Share menu enables the item) and whether the
 * signed-in user has connected Google Drive. A failed check counts as not configured.
 */
export function useGoogleSlidesStatus() {
  return useQuery({
    queryKey: googleVerifyQueryKey,
    queryFn: async () => {
      try {
        return await fetchGoogleVerify();
      } catch {
        return { configured: false, authorized: false } satisfies GoogleVerifyResponse;
      }
    },
    staleTime: 5 * 60_000,
  });
}

export const createGoogleSlides = (body: GoogleSlidesExportBody) =>
  apiFetch<GoogleSlidesExportResponse>('/api/google/slides', { method: 'POST', json: body });

/** An export failure as the modal shows it: the text, and what it offers. */
export type GoogleExportFailure = {
  message: string;
  /** A new Google authorisation fixes it: 'Retry Authentication'. */
  authRelated: boolean;
  /** The too-large message comes with tips. */
  tips: boolean;
};

const failure = (message: string, extra: Partial<GoogleExportFailure> = {}) => ({
  message,
  authRelated: false,
  tips: false,
  ...extra,
});

/** What the modal says for a failed POST /api/google/slides (or anything before it). */
export function googleExportFailure(error: unknown): GoogleExportFailure {
  if (!(error instanceof ApiError)) return failure(GOOGLE_SLIDES_MESSAGES.unknown);
  const code = (error.body as { code?: unknown } | null)?.code;
  if (error.status === 401) {
    return code === GOOGLE_AUTH_REQUIRED_CODE
      ? failure(error.message, { authRelated: true })
      : failure(GOOGLE_SLIDES_MESSAGES.userAuthFailed);
  }
  if (error.status === 413) return failure(GOOGLE_SLIDES_MESSAGES.tooLarge, { tips: true });
  if (error.status === 429) return failure(GOOGLE_SLIDES_MESSAGES.quota);
  // 400s carry the server's own reason; 5xx without one are 'unknown'.
  return failure(error.status < 500 ? error.message : GOOGLE_SLIDES_MESSAGES.unknown);
}
