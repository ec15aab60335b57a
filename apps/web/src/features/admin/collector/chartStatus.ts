import {
  isWebAddress,
  MAX_EVIDENCE_DESCRIPTION_LENGTH,
  MAX_EVIDENCE_LABEL_LENGTH,
  UNTITLED_CHART,
  type ChartDetail,
  type EvidenceTempAdd,
  type ScrapeResult,
} from '@dsb/core';

/**
 * A chart's place in its lifecycle (docs/product/data-collector.md): skipped with a reason,
 * added by the scrape itself (auto-add: 'Processed'), added here ('Added to Temp'), or addable.
 */
export type ChartStatus =
  | { kind: 'skipped'; text: string }
  | { kind: 'processed'; text: 'Processed' }
  | { kind: 'added'; text: 'Added to Temp' }
  | { kind: 'addable' };

const SKIPPED_PREFIX = 'Skipped: ';

/** 'Skipped: {reason}', whether the server's reason already carries the prefix or not. */
export function skippedText(reason: string | undefined): string {
  const text = reason?.trim() || 'not a chart';
  return text.startsWith(SKIPPED_PREFIX) ? text : `${SKIPPED_PREFIX}${text}`;
}

/**
 * The server marks `addedToTemp` only when the scrape added the chart (auto-add was chosen),
 * so that reads 'Processed' even after a reload; `addedHere` is this screen's own Add to Temp.
 */
export function chartStatus(detail: ChartDetail, addedHere: boolean): ChartStatus {
  if (detail.status === 'skipped') return { kind: 'skipped', text: skippedText(detail.reason) };
  if (detail.addedToTemp) return { kind: 'processed', text: 'Processed' };
  if (addedHere) return { kind: 'added', text: 'Added to Temp' };
  return { kind: 'addable' };
}

/** The chart's label, or the name an untitled chart is stored under. */
export const chartLabel = (detail: Pick<ChartDetail, 'label'>) =>
  detail.label.trim() || UNTITLED_CHART;

/** 'width x height', or 'Size unknown' when the image was never measured. */
export const dimensionsText = (detail: Pick<ChartDetail, 'dimensions'>) =>
  detail.dimensions ? `${detail.dimensions.width} x ${detail.dimensions.height}` : 'Size unknown';

/** Only found charts with an image can be added to Temp. */
export const canAddChart = (detail: ChartDetail) =>
  detail.status === 'found' && Boolean(detail.mediaURL);

/**
 * The body of POST /api/admin/evidence/temp for a scraped chart (its fields plus `force`),
 * cut to the stored limits so a very long caption never fails the add.
 */
export function tempAddBody(detail: ChartDetail, pageUrl: string, force: boolean): EvidenceTempAdd {
  const { dimensions } = detail;
  return {
    label: chartLabel(detail).slice(0, MAX_EVIDENCE_LABEL_LENGTH),
    description: detail.description.slice(0, MAX_EVIDENCE_DESCRIPTION_LENGTH),
    s3URL: detail.mediaURL ?? undefined,
    // The page the chart is on and its topic, as the scrape found them (older results: the URL).
    sourceURL: detail.sourceURL || pageUrl,
    // An image found inline (`data:`) has no address to follow later: the server refuses it there.
    originalURL:
      detail.originalURL && isWebAddress(detail.originalURL) ? detail.originalURL : undefined,
    ...(detail.topicTagStatic && { topicTagStatic: detail.topicTagStatic }),
    ...(dimensions && dimensions.width > 0 && dimensions.height > 0
      ? { width: dimensions.width, height: dimensions.height }
      : {}),
    force,
  };
}

/** Identifies a chart within a session's results (a page may be scraped once per session). */
export const chartKey = (pageUrl: string, index: number) => `${index}@${pageUrl}`;

/** The charts of the results that Add all to Temp would add: found, with an image, not added yet. */
export function addableCharts(
  results: readonly ScrapeResult[],
  isAdded: (key: string) => boolean,
): Array<{ key: string; detail: ChartDetail; pageUrl: string }> {
  return results.flatMap((result) =>
    result.processingDetails.chartDetection.chartDetails
      .map((detail, index) => ({ key: chartKey(result.url, index), detail, pageUrl: result.url }))
      .filter(({ key, detail }) => chartStatus(detail, isAdded(key)).kind === 'addable')
      .filter(({ detail }) => canAddChart(detail)),
  );
}

/** The line after Add all to Temp: how many were added, already collected, or failed. */
export function addAllText(tally: { added: number; collected: number; failed: number }): string {
  const charts = (n: number) => `${n} chart${n === 1 ? '' : 's'}`;
  return (
    `Added ${charts(tally.added)} to Temp` +
    (tally.collected ? `; ${tally.collected} already collected` : '') +
    (tally.failed ? `; ${tally.failed} could not be added` : '')
  );
}
