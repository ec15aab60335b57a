import {
  MAX_CHARTS_PER_PAGE,
  SCRAPE_SKIP_REASONS,
  type ChartDetail,
  type ScrapeOptions,
  type ScrapeResult,
} from '@dsb/core';
import type { GuardedFetchOptions, GuardedResponse } from '../services/outboundFetch';
import type { TempChart } from '../services/scrapeService';
import type { ObjectStorage } from '../storage/storage';
import { detectCharts, type ChartCandidate } from './detect';
import { storeChartImage, type StoredImage } from './storeImage';

/** The outside world of one page's scrape, so tests and the job handler can provide it. */
export type PageScrapeDeps = {
  /** A guarded, per-host-limited GET. */
  fetch: (
    url: string,
    options: Omit<GuardedFetchOptions, 'allowPrivate'>,
  ) => Promise<GuardedResponse>;
  robotsAllow: (url: string) => Promise<boolean>;
  storage: ObjectStorage;
  /** Adds (or, with overwrite, replaces) a chart in Evidence-Temp; says what it did. */
  addToTemp: (chart: TempChart, overwrite: boolean) => Promise<'added' | 'updated' | 'exists'>;
};

const PAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 20_000 };
const IMAGE_LIMITS = { maxBytes: 15 * 1024 * 1024, timeoutMs: 20_000 };
const isHtml = (type: string) => /text\/html|application\/xhtml\+xml/i.test(type);
const isImage = (type: string) => /^image\//i.test(type);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A URL's result before anything is known: failed, nothing found. */
export function emptyResult(url: string): ScrapeResult {
  return {
    url,
    success: false,
    message: '',
    errors: [],
    chartsFound: 0,
    chartsSaved: 0,
    skippedCharts: 0,
    sample: null,
    processingDetails: {
      chartDetection: { debugLog: [], chartDetails: [] },
      databaseOperations: { debugLog: [], failed: 0, operationDetails: [] },
    },
  };
}

/**
 * Scrapes one URL: robots.txt, the page, its charts (downloaded, measured, stored) and, with
 * autoAddToTemp, their Evidence-Temp rows. Failures of the page are the result's message;
 * failures of single images are listed in it and never stop the rest. Checks `signal` between
 * images so a cancel stops a long page.
 */
export async function scrapePage(
  url: string,
  options: ScrapeOptions,
  deps: PageScrapeDeps,
  signal: AbortSignal,
): Promise<ScrapeResult> {
  const result = emptyResult(url);
  const detection = result.processingDetails.chartDetection;
  const database = result.processingDetails.databaseOperations;
  if (!(await deps.robotsAllow(url))) {
    result.message = SCRAPE_SKIP_REASONS.disallowedByRobots;
    return result;
  }
  let page: GuardedResponse;
  try {
    page = await deps.fetch(url, { ...PAGE_LIMITS, accept: isHtml, signal });
  } catch (error) {
    signal.throwIfAborted();
    result.message = `Failed to fetch the page: ${messageOf(error)}`;
    result.errors.push({ message: result.message });
    return result;
  }
  if (page.status < 200 || page.status >= 300) {
    result.message = `Failed to fetch the page: the site answered ${page.status}`;
    result.errors.push({ message: result.message });
    return result;
  }
  const found = detectCharts(page.body.toString('utf8'), page.finalUrl);
  detection.debugLog.push(...found.debugLog);
  for (const skipped of found.skipped) {
    detection.chartDetails.push(detail(skipped, skipped.mediaURL, { reason: skipped.reason }));
  }
  const candidates = found.charts.slice(0, MAX_CHARTS_PER_PAGE);
  if (found.charts.length > candidates.length) {
    detection.debugLog.push(`Only the first ${MAX_CHARTS_PER_PAGE} charts are fetched`);
  }
  const seenHashes = new Set<string>();
  for (const [index, chart] of candidates.entries()) {
    signal.throwIfAborted();
    const originalUrl = chart.mediaURL ?? `${page.finalUrl}#svg-${index + 1}`;
    let image: StoredImage;
    try {
      const bytes = chart.svgMarkup
        ? Buffer.from(chart.svgMarkup)
        : await fetchImage(deps, chart.mediaURL!, signal);
      const verdict = await storeChartImage(deps.storage, bytes);
      if ('tooSmall' in verdict) {
        const { width, height } = verdict.tooSmall;
        detection.debugLog.push(
          `${SCRAPE_SKIP_REASONS.tooSmall}: ${originalUrl} is ${width} x ${height}`,
        );
        detection.chartDetails.push(
          detail(chart, originalUrl, {
            reason: SCRAPE_SKIP_REASONS.tooSmall,
            size: { width, height },
          }),
        );
        continue;
      }
      if ('notImage' in verdict) {
        detection.debugLog.push(
          `${SCRAPE_SKIP_REASONS.notAnImage}: ${originalUrl} (${verdict.notImage})`,
        );
        detection.chartDetails.push(
          detail(chart, originalUrl, { reason: SCRAPE_SKIP_REASONS.notAnImage }),
        );
        continue;
      }
      image = verdict.stored;
    } catch (error) {
      signal.throwIfAborted();
      result.errors.push({ message: `${originalUrl}: ${messageOf(error)}` });
      detection.debugLog.push(`Could not fetch ${originalUrl}: ${messageOf(error)}`);
      continue;
    }
    if (seenHashes.has(image.hash)) {
      detection.chartDetails.push(
        detail(chart, originalUrl, { reason: SCRAPE_SKIP_REASONS.duplicate }),
      );
      detection.debugLog.push(
        `${SCRAPE_SKIP_REASONS.duplicate}: ${originalUrl} (same image as an earlier one)`,
      );
      continue;
    }
    seenHashes.add(image.hash);
    result.chartsSaved++;
    const added = options.autoAddToTemp
      ? await addChart(deps, database, chart, url, originalUrl, image, options.overwriteCharts)
      : false;
    detection.chartDetails.push(detail(chart, originalUrl, { stored: image, addedToTemp: added }));
    result.sample ??= { mediaURL: image.url, description: chart.description || chart.label };
  }
  const details = detection.chartDetails;
  result.chartsFound = details.filter((d) => d.status === 'found').length;
  result.skippedCharts = details.length - result.chartsFound;
  result.success = true;
  result.message =
    `Found ${result.chartsFound} chart${result.chartsFound === 1 ? '' : 's'}, ` +
    `skipped ${result.skippedCharts}` +
    (options.autoAddToTemp ? `, ${details.filter((d) => d.addedToTemp).length} added to Temp` : '');
  return result;
}

async function fetchImage(deps: PageScrapeDeps, url: string, signal: AbortSignal) {
  const response = await deps.fetch(url, { ...IMAGE_LIMITS, accept: isImage, signal });
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`the site answered ${response.status}`);
  }
  return response.body;
}

async function addChart(
  deps: PageScrapeDeps,
  database: ScrapeResult['processingDetails']['databaseOperations'],
  chart: ChartCandidate,
  sourceUrl: string,
  originalUrl: string,
  image: StoredImage,
  overwrite: boolean,
): Promise<boolean> {
  try {
    const outcome = await deps.addToTemp(
      { label: chart.label, description: chart.description, sourceUrl, originalUrl, image },
      overwrite,
    );
    const message =
      outcome === 'exists'
        ? `Already in the library, kept as it was: ${originalUrl}`
        : `${outcome === 'added' ? 'Added to' : 'Replaced in'} Evidence-Temp: ${originalUrl}`;
    database.debugLog.push(message);
    database.operationDetails.push({ message });
    return outcome !== 'exists';
  } catch (error) {
    database.failed++;
    const message = `Could not add ${originalUrl}: ${messageOf(error)}`;
    database.debugLog.push(message);
    database.operationDetails.push({ message });
    return false;
  }
}

type DetailSource = {
  label: string;
  description?: string;
  isDirectDownload?: boolean;
  width?: number | null;
  height?: number | null;
};

/** A chart's line in the results; its size is the real one once downloaded, else the markup's. */
function detail(
  chart: DetailSource,
  originalUrl: string | null,
  extra: {
    stored?: StoredImage;
    reason?: string;
    size?: { width: number; height: number };
    addedToTemp?: boolean;
  } = {},
): ChartDetail {
  const size =
    extra.size ??
    extra.stored ??
    (chart.width && chart.height ? { width: chart.width, height: chart.height } : null);
  return {
    label: chart.label,
    description: chart.description ?? '',
    dimensions: size ? { width: size.width, height: size.height } : null,
    mediaURL: extra.stored?.url ?? originalUrl,
    originalURL: originalUrl,
    isDirectDownload: chart.isDirectDownload ?? false,
    status: extra.reason ? 'skipped' : 'found',
    ...(extra.reason && { reason: extra.reason }),
    addedToTemp: extra.addedToTemp ?? false,
  };
}
