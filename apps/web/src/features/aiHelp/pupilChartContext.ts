import { OBJECT_ID_KEY, type AiChatContext } from '@dsb/core';
import type { DataTable } from '@dsb/core';
import {
  PUPIL_CHART_CHAT_PREFIX,
  SAVED_CHART_ID_PREFIX,
  defaultChartSettings,
  inferColumnType,
  type AiChartContext,
  type ChartData,
} from '@dsb/core/charts';
import { pupilChartOf } from '../chartBuilder';

/**
 * A pupil's own chart as the AI tutor receives it (docs/ai.md, "A pupil's own chart"): the
 * specification without its inline rows (the tutor reads the layout; the rows travel once, as
 * chartData) and only the columns the chart plots, so a 50,000-row chart fits in a question.
 * Pure: the editor's selection or a slide's canvas objects go in, JSON comes out.
 */
type CanvasObjectLike = Record<string, unknown>;

/** The plotted columns only: x, the colour column and the y columns, in the data's order. */
function plottedColumns(data: ChartData, names: ReadonlySet<string>): ChartData {
  const keep = data.columns.map((c, i) => (names.has(c.name) ? i : -1)).filter((i) => i >= 0);
  if (keep.length === 0 || keep.length === data.columns.length) return data;
  return {
    columns: keep.map((i) => data.columns[i]!),
    rows: data.rows.map((row) => keep.map((i) => row[i] ?? null)),
  };
}

/** The chart of a canvas object (live or saved JSON) for `context.chart`; null for anything else. */
export function pupilChartContext(object: unknown): AiChartContext | null {
  const chart = pupilChartOf(object);
  if (!chart) return null;
  const { data: _rows, ...spec } = chart.chartSpec;
  const settings = chart.chartSettings;
  const used = new Set([settings.x, ...settings.y, ...(settings.color ? [settings.color] : [])]);
  return {
    chartSpec: spec,
    chartData: plottedColumns(chart.chartData, used),
    chartSource: chart.chartSource,
    chartSettings: settings,
    altText: chart.altText.slice(0, 2000),
  };
}

/** The chat key of a pupil chart: its canvas object's id (each chart keeps its own chat). */
export function pupilChartChatKey(object: unknown): string | null {
  if (!pupilChartOf(object)) return null;
  const id = (object as CanvasObjectLike)[OBJECT_ID_KEY];
  return typeof id === 'string' && id ? `${PUPIL_CHART_CHAT_PREFIX}${id}`.slice(0, 100) : null;
}

/**
 * A slide's canvas for the slide assistant: each pupil chart's metadata compacted as above, so
 * the question stays small; other objects as they are.
 */
export function compactSlideContent(content: AiChatContext['slideContent']): unknown {
  if (!Array.isArray(content)) return content;
  return content.map((object: unknown) => {
    const chart = pupilChartContext(object);
    if (!chart) return object;
    const { metadata } = object as { metadata: Record<string, unknown> };
    return {
      ...(object as CanvasObjectLike),
      metadata: { ...metadata, ...chart, alt: chart.altText },
    };
  });
}

/** What a saved chart (an item of a story's saved evidence) carries for the tutor. */
export type SavedChartLike = {
  _id: string;
  label: string;
  altText?: string | null;
  sourceLabel?: string | null;
  sourceURL?: string | null;
  dataTable?: DataTable | null;
};

/**
 * A chart the pupil saved to their evidence, for `context.chart`: its stored table (x, the series
 * when there are several, the value) read back as chart data and settings. Null for a library item.
 */
export function savedChartContext(item: SavedChartLike): AiChartContext | null {
  const table = item.dataTable;
  if (!item._id.startsWith(SAVED_CHART_ID_PREFIX) || !table || table.columns.length < 2) {
    return null;
  }
  const columns = table.columns.map((column, i) => ({
    ...column,
    type: inferColumnType(
      column.name,
      table.rows.map((row) => row[i] ?? null),
    ),
  }));
  const x = columns[0]!;
  const y = columns.at(-1)!;
  const settings = {
    ...defaultChartSettings(x.name, y.name),
    type: x.type === 'category' ? ('bar' as const) : ('line' as const),
    color: columns.length === 3 ? columns[1]!.name : null,
    title: item.label,
  };
  return {
    chartSpec: {},
    chartData: { columns, rows: table.rows },
    chartSource: {
      kind: 'typed',
      label: item.sourceLabel ?? '',
      url: item.sourceURL ?? null,
      evidenceId: null,
    },
    chartSettings: settings,
    altText: (item.altText ?? '').slice(0, 2000),
  };
}
