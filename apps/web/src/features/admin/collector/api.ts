import { z } from 'zod';
import {
  adminEvidenceItemSchema,
  cancelScrapingResponseSchema,
  evidenceTempAddResponseSchema,
  loadSearchUrlsResponseSchema,
  processChartUrlsResponseSchema,
  SCRAPE_MESSAGES,
  scrapeProgressResponseSchema,
  scrapeSessionsResponseSchema,
  type AdminEvidenceItem,
  type EvidenceTempAdd,
  type ProcessChartUrlsResponse,
  type ScrapeOptions,
  type ScrapeProgressResponse,
  type ScrapeSessionSummary,
} from '@dsb/core';
import { ApiError, apiFetch } from '../../../lib/http';

/** Query keys of the Data Collector. */
export const collectorKeys = {
  progress: (sessionId: string) => ['admin', 'scrape', 'progress', sessionId] as const,
  sessions: ['admin', 'scrape', 'sessions'] as const,
};

/** Running and recent scrape sessions, newest first. */
export async function fetchScrapeSessions(): Promise<ScrapeSessionSummary[]> {
  const body = await apiFetch<unknown>('/api/admin/scraping-sessions');
  return scrapeSessionsResponseSchema.parse(body).sessions;
}

export async function startScrape(
  urls: string[],
  options: ScrapeOptions,
): Promise<ProcessChartUrlsResponse> {
  const body = await apiFetch<unknown>('/api/admin/process-chart-urls', {
    method: 'POST',
    json: { urls, options },
  });
  return processChartUrlsResponseSchema.parse(body);
}

const sessionPath = (sessionId: string) => encodeURIComponent(sessionId);

export async function fetchScrapeProgress(sessionId: string): Promise<ScrapeProgressResponse> {
  const body = await apiFetch<unknown>(`/api/admin/scraping-progress/${sessionPath(sessionId)}`);
  return scrapeProgressResponseSchema.parse(body);
}

export async function cancelScrape(sessionId: string): Promise<void> {
  const body = await apiFetch<unknown>(`/api/admin/cancel-scraping/${sessionPath(sessionId)}`, {
    method: 'POST',
  });
  cancelScrapingResponseSchema.parse(body);
}

/**
 * The answer check of Load URLs from Search (docs/product/data-collector.md): success true
 * and a URL list.
 */
export const INVALID_SEARCH_RESPONSE = 'Invalid response format from server';

/** Thrown when the server answered, but not with success and a URL list. */
export class InvalidSearchResponseError extends Error {
  constructor() {
    super(INVALID_SEARCH_RESPONSE);
  }
}

export async function loadSearchUrls(searchUrl: string): Promise<string[]> {
  const body = await apiFetch<unknown>('/api/admin/load-search-urls', {
    method: 'POST',
    json: { searchUrl },
  });
  const parsed = loadSearchUrlsResponseSchema.safeParse(body);
  if (!parsed.success) throw new InvalidSearchResponseError();
  return parsed.data.urls;
}

/** A 409 on adding: the chart is already collected; the comparison modal shows both. */
export class DuplicateChartError extends Error {
  constructor(readonly existingChart: AdminEvidenceItem) {
    super('This chart is already in the evidence collection');
  }
}

const duplicateAnswerSchema = z.object({ existingChart: adminEvidenceItemSchema });

/** POST /api/admin/evidence/temp; a 409 with `existingChart` becomes a DuplicateChartError. */
export async function addChartToTemp(body: EvidenceTempAdd): Promise<AdminEvidenceItem> {
  try {
    const answer = await apiFetch<unknown>('/api/admin/evidence/temp', {
      method: 'POST',
      json: body,
    });
    return evidenceTempAddResponseSchema.parse(answer).chart;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const duplicate = duplicateAnswerSchema.safeParse(error.body);
      if (duplicate.success) throw new DuplicateChartError(duplicate.data.existingChart);
    }
    throw error;
  }
}

/** 'Failed to add chart: {msg}' with the server's message or its default. */
export function addChartFailedText(error: unknown): string {
  const reason =
    error instanceof ApiError && error.message && !error.message.startsWith('Request failed')
      ? error.message
      : 'Failed to add chart to temp collection';
  return `Failed to add chart: ${reason}`;
}

/**
 * 'Invalid response format from server' for an answer without success and URLs; otherwise
 * 'Failed to load URLs', followed by the server's reason when it gave one.
 */
export function loadUrlsFailedText(error: unknown): string {
  if (error instanceof InvalidSearchResponseError) return INVALID_SEARCH_RESPONSE;
  const failed = SCRAPE_MESSAGES.loadUrlsFailed;
  if (error instanceof ApiError && !error.message.startsWith('Request failed')) {
    return error.message.startsWith(failed) ? error.message : `${failed}: ${error.message}`;
  }
  return failed;
}
