import {
  MAX_CHARTS_PER_PAGE,
  SCRAPE_SKIP_REASONS,
  type ChartDetail,
  type ScrapeResult,
} from '@dsb/core';
import type { ObjectStorage } from '../../../platform/storage/storage';
import { chartShaped } from './classify';
import type { ChartCandidate, ChartDetection } from './detect';
import type { ScrapeFetch } from './fetcher';
import { storeChartImage, type StoredImage } from './storeImage';

/** A chart found on a page, its image already stored, as it goes into Evidence-Temp. */
export type TempChart = {
  label: string;
  description: string;
  sourceUrl: string;
  originalUrl: string;
  /** The page's topic (topic.ts), null when it names none. */
  topicTagStatic: string | null;
  /** Where the image was stored (the scraper's StoredImage has these and more). */
  image: {
    key: string;
    url: string;
    width: number;
    height: number;
    /** Perceptual hash, for the duplicate scan's "same image at another address". */
    perceptualHash: string | null;
  };
};

const IMAGE_LIMITS = { maxBytes: 15 * 1024 * 1024, timeoutMs: 20_000 };
const isImage = (type: string) => /^image\//i.test(type);
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** What adding a scraped chart did, for the URL's database operations. */
export type ScrapedChartOutcome =
  | { outcome: 'added' }
  /** Overwrite: the chart of the same page and image, refreshed where it is. */
  | { outcome: 'updated'; collection: 'temp' | 'main'; keptEdits: boolean }
  /** Kept as it was: the same page's chart without overwrite, or the image from another page. */
  | { outcome: 'exists'; collection: 'temp' | 'main'; otherPage: string | null };

export type ChartDeps = {
  fetch: ScrapeFetch;
  storage: ObjectStorage;
  /** Adds a chart to Evidence-Temp (with overwrite, refreshes the same page's); says what it did. */
  addToTemp: (chart: TempChart, overwrite: boolean) => Promise<ScrapedChartOutcome>;
};

/** What the charts of one page need to know of the page and of the URL's earlier pages. */
export type PageChartsContext = {
  deps: ChartDeps;
  result: ScrapeResult;
  /** The page the charts are on: their source. */
  pageUrl: string;
  topicTagStatic: string | null;
  autoAddToTemp: boolean;
  overwriteCharts: boolean;
  /** Content hashes of images already taken for this URL (across its pages). */
  seenHashes: Set<string>;
  /** What auto-add did across the URL's pages, for its message. */
  tally: Record<ScrapedChartOutcome['outcome'], number>;
  signal: AbortSignal;
};

/**
 * Downloads, measures and stores a page's chart candidates (the first 60), records the skipped
 * ones with their reasons, and with autoAddToTemp adds the rest to Evidence-Temp. Failures of
 * single images are listed in the result and never stop the others. Checks `signal` between
 * images so a cancel stops a long page.
 */
export async function collectPageCharts(
  found: ChartDetection,
  ctx: PageChartsContext,
): Promise<void> {
  const detection = ctx.result.processingDetails.chartDetection;
  const first = detection.chartDetails.length;
  try {
    await collect(found, ctx);
  } finally {
    // Each line names its page and topic, so Add to Temp stores what auto-add would.
    for (const line of detection.chartDetails.slice(first)) {
      line.sourceURL = ctx.pageUrl;
      line.topicTagStatic = ctx.topicTagStatic;
    }
  }
}

async function collect(found: ChartDetection, ctx: PageChartsContext): Promise<void> {
  const detection = ctx.result.processingDetails.chartDetection;
  detection.debugLog.push(...found.debugLog);
  for (const skipped of found.skipped) {
    detection.chartDetails.push(detail(skipped, skipped.mediaURL, { reason: skipped.reason }));
  }
  const candidates = found.charts.slice(0, MAX_CHARTS_PER_PAGE);
  if (found.charts.length > candidates.length) {
    detection.debugLog.push(`Only the first ${MAX_CHARTS_PER_PAGE} charts are fetched`);
  }
  for (const [index, chart] of candidates.entries()) {
    ctx.signal.throwIfAborted();
    const originalUrl = chart.mediaURL ?? `${ctx.pageUrl}#svg-${index + 1}`;
    const image = await download(ctx, chart, originalUrl);
    if (!image) continue;
    if (ctx.seenHashes.has(image.hash)) {
      detection.chartDetails.push(
        detail(chart, originalUrl, { reason: SCRAPE_SKIP_REASONS.duplicate }),
      );
      detection.debugLog.push(
        `${SCRAPE_SKIP_REASONS.duplicate}: ${originalUrl} (same image as an earlier one)`,
      );
      continue;
    }
    ctx.seenHashes.add(image.hash);
    ctx.result.chartsSaved++;
    const added = ctx.autoAddToTemp ? await addChart(ctx, chart, originalUrl, image) : false;
    detection.chartDetails.push(detail(chart, originalUrl, { stored: image, addedToTemp: added }));
    ctx.result.sample ??= { mediaURL: image.url, description: chart.description || chart.label };
  }
}

/** The chart's image stored, or null with the reason recorded (too small, not an image, failed). */
async function download(
  ctx: PageChartsContext,
  chart: ChartCandidate,
  originalUrl: string,
): Promise<StoredImage | null> {
  const detection = ctx.result.processingDetails.chartDetection;
  try {
    const bytes = chart.svgMarkup
      ? Buffer.from(chart.svgMarkup)
      : await fetchImage(ctx.deps, chart.mediaURL!, ctx.signal);
    // A furniture name with no size in the markup: only a chart-shaped image is kept.
    const verdict = await storeChartImage(
      ctx.deps.storage,
      bytes,
      ({ width, height }) => !chart.nameHint || chartShaped(width, height, true),
    );
    if ('stored' in verdict) return verdict.stored;
    if ('refused' in verdict) {
      const { width, height } = verdict.refused;
      detection.debugLog.push(
        `${SCRAPE_SKIP_REASONS.logoOrIcon}: ${originalUrl} (named '${chart.nameHint}', ${width} x ${height})`,
      );
      detection.chartDetails.push(
        detail(chart, originalUrl, {
          reason: SCRAPE_SKIP_REASONS.logoOrIcon,
          size: verdict.refused,
        }),
      );
      return null;
    }
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
      return null;
    }
    detection.debugLog.push(
      `${SCRAPE_SKIP_REASONS.notAnImage}: ${originalUrl} (${verdict.notImage})`,
    );
    detection.chartDetails.push(
      detail(chart, originalUrl, { reason: SCRAPE_SKIP_REASONS.notAnImage }),
    );
    return null;
  } catch (error) {
    ctx.signal.throwIfAborted();
    ctx.result.errors.push({ message: `${originalUrl}: ${messageOf(error)}` });
    detection.debugLog.push(`Could not fetch ${originalUrl}: ${messageOf(error)}`);
    return null;
  }
}

async function fetchImage(deps: ChartDeps, url: string, signal: AbortSignal) {
  const response = await deps.fetch(url, { ...IMAGE_LIMITS, accept: isImage, signal });
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`the site answered ${response.status}`);
  }
  return response.body;
}

async function addChart(
  ctx: PageChartsContext,
  chart: ChartCandidate,
  originalUrl: string,
  image: StoredImage,
): Promise<boolean> {
  const database = ctx.result.processingDetails.databaseOperations;
  try {
    const outcome = await ctx.deps.addToTemp(
      {
        label: chart.label,
        description: chart.description,
        sourceUrl: ctx.pageUrl,
        originalUrl,
        topicTagStatic: ctx.topicTagStatic,
        image,
      },
      ctx.overwriteCharts,
    );
    ctx.tally[outcome.outcome]++;
    const message = outcomeMessage(outcome, originalUrl);
    database.debugLog.push(message);
    database.operationDetails.push({ message });
    return outcome.outcome !== 'exists';
  } catch (error) {
    database.failed++;
    const message = `Could not add ${originalUrl}: ${messageOf(error)}`;
    database.debugLog.push(message);
    database.operationDetails.push({ message });
    return false;
  }
}

const COLLECTION_NAMES = { temp: 'Evidence-Temp', main: 'Evidence-Main' } as const;

/** The database operation's line: what was done, and where. */
function outcomeMessage(done: ScrapedChartOutcome, originalUrl: string): string {
  if (done.outcome === 'added') return `Added to Evidence-Temp: ${originalUrl}`;
  const where = COLLECTION_NAMES[done.collection];
  if (done.outcome === 'updated') {
    return done.keptEdits
      ? `Replaced the picture in ${where}, kept the title and description edited by hand: ${originalUrl}`
      : `Replaced in ${where}: ${originalUrl}`;
  }
  return done.otherPage
    ? `Already in ${where} from another page (${done.otherPage}), kept as it was: ${originalUrl}`
    : `Already in ${where}, kept as it was: ${originalUrl}`;
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
