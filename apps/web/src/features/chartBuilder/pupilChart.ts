import type { ChartData, ChartSettings, ChartSource, VegaLiteSpec } from '@dsb/core/charts';

/**
 * A pupil's own chart on a slide (docs/product/chart-builder.md): a vector group whose metadata
 * keeps what the builder needs to reopen it and what others read (the AI helpers, the data table,
 * the exports). Kept in `metadata` like an evidence chart's data, so it goes through saving, undo
 * and group editing with the canvas JSON. The alt text is `metadata.alt`, where the editor keeps
 * every image's and chart's alt text (object list, exports).
 */
export const PUPIL_CHART_SOURCE = 'pupilChart';

export interface PupilChart {
  /** The Vega-Lite specification, its plotted rows inline. */
  chartSpec: VegaLiteSpec;
  chartData: ChartData;
  chartSource: ChartSource;
  chartSettings: ChartSettings;
  altText: string;
}

/** The metadata stored on the chart's canvas object. */
export function pupilChartMetadata(chart: PupilChart): Record<string, unknown> {
  return {
    source: PUPIL_CHART_SOURCE,
    chartSpec: chart.chartSpec,
    chartData: chart.chartData,
    chartSource: chart.chartSource,
    chartSettings: chart.chartSettings,
    alt: chart.altText,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function isChartData(value: unknown): value is ChartData {
  if (!isRecord(value) || !Array.isArray(value.columns) || !Array.isArray(value.rows)) return false;
  return (
    value.columns.length > 0 &&
    value.columns.every((c) => isRecord(c) && typeof c.name === 'string') &&
    value.rows.every(Array.isArray)
  );
}

function isSource(value: unknown): value is ChartSource {
  return (
    isRecord(value) &&
    (value.kind === 'evidence' || value.kind === 'upload' || value.kind === 'typed') &&
    typeof value.label === 'string'
  );
}

function isSettings(value: unknown): value is ChartSettings {
  return (
    isRecord(value) &&
    typeof value.type === 'string' &&
    typeof value.x === 'string' &&
    Array.isArray(value.y)
  );
}

/**
 * The chart payload of a canvas object (a live Fabric object or its stored JSON): spec, data,
 * source, settings and alt text; null when the object is not a pupil's chart or its payload is
 * damaged. Light on purpose (shape checks, no schema library), so any feature may import it.
 */
export function pupilChartOf(object: unknown): PupilChart | null {
  if (!isRecord(object)) return null;
  const metadata = object.metadata;
  if (!isRecord(metadata) || metadata.source !== PUPIL_CHART_SOURCE) return null;
  const { chartSpec, chartData, chartSource, chartSettings, alt } = metadata;
  if (!isRecord(chartSpec) || !isChartData(chartData)) return null;
  if (!isSource(chartSource) || !isSettings(chartSettings)) return null;
  return {
    chartSpec,
    chartData,
    chartSource,
    chartSettings,
    altText: typeof alt === 'string' ? alt : '',
  };
}
