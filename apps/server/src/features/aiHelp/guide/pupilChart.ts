import {
  CHART_TYPES,
  MAX_Y_COLUMNS,
  PUPIL_CHART_MESSAGES,
  chartSourceLabel,
  columnNamed,
  defaultChartSettings,
  plottedTable,
  type AiChartContext,
  type ChartData,
  type ChartSettings,
  type ChartType,
  type VegaLiteSpec,
} from '@dsb/core/charts';
import type { DataTable } from '@dsb/core';
import { chartFacts, type ChartRoles } from './chartFacts';
import type { GuideChart } from './chartTutor';
import { formatNumber, formatX } from './format';

/**
 * A chart the pupil made, as the offline guide and a model read it (docs/ai.md, "A pupil's own
 * chart"): the rows it plots become the same data table and roles a library chart has, so every
 * fact comes from the one facts module (chartFacts). Pure.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The first layer's encoding of a compiled chart (compileChart puts the marks there). */
function encodingOf(spec: VegaLiteSpec): Record<string, unknown> {
  const layers = Array.isArray(spec.layer) ? spec.layer : [spec];
  const first = layers.find((layer) => isRecord(layer) && isRecord(layer.encoding));
  return first && isRecord(first) && isRecord(first.encoding) ? first.encoding : {};
}

const MARK_TYPES: Record<string, ChartType> = {
  line: 'line',
  area: 'area',
  bar: 'bar',
  point: 'scatter',
  arc: 'pie',
};

/**
 * The settings a chart was made with, read off its specification when the sender has no settings:
 * x from the x encoding, the number columns other than x as y, the colour column by its title.
 */
export function settingsFromSpec(spec: VegaLiteSpec, data: ChartData): ChartSettings | null {
  const encoding = encodingOf(spec);
  const field = (channel: string) => {
    const value = encoding[channel];
    return isRecord(value) && typeof value.field === 'string' ? value.field : null;
  };
  const x =
    columnNamed(data, field('x'))?.name ??
    data.columns.find((c) => c.type !== 'number')?.name ??
    data.columns[0]?.name;
  const ys = data.columns.filter((c) => c.type === 'number' && c.name !== x).map((c) => c.name);
  if (!x || ys.length === 0) return null;
  const colourTitle = isRecord(encoding.color) ? encoding.color.title : null;
  const colour =
    typeof colourTitle === 'string' && ys.length === 1 ? columnNamed(data, colourTitle) : null;
  const layers = Array.isArray(spec.layer) ? spec.layer : [spec];
  const mark = isRecord(layers[0]) ? layers[0].mark : null;
  const markType = isRecord(mark) ? mark.type : mark;
  const type = MARK_TYPES[String(markType)] ?? 'line';
  const title = isRecord(spec.title) ? spec.title.text : spec.title;
  return {
    ...defaultChartSettings(x, ys[0]!),
    type: CHART_TYPES.includes(type) ? type : 'line',
    y: ys.slice(0, MAX_Y_COLUMNS),
    color: colour?.name ?? null,
    title: typeof title === 'string' ? title : '',
  };
}

/** Which columns of the plotted table are x, series and value, and how x reads. */
function rolesOf(table: DataTable, settings: ChartSettings, data: ChartData): ChartRoles {
  const xType = columnNamed(data, settings.x)?.type;
  const numericX = table.rows.every((row) => typeof row[0] === 'number' || row[0] === null);
  const several = table.columns.length === 3;
  const value = table.columns.at(-1)!;
  return {
    x: table.columns[0]!.name,
    y: value.name,
    series: several ? table.columns[1]!.name : null,
    // Years and numbers on x are trends; ISO dates and categories are compared item by item.
    xKind:
      xType === 'date' && numericX
        ? 'year'
        : xType === 'number' && settings.type !== 'bar'
          ? 'number'
          : 'category',
    xTitle: table.columns[0]!.title,
    yTitle: value.title,
    unit: value.unit,
  };
}

/** Beyond this many plotted points the summary lists the first and last few. */
const MODEL_TABLE_ROWS = 150;

/** A few lines a model reads instead of tens of thousands of rows: axes, series, sizes. */
function dataSummary(table: DataTable, data: ChartData, roles: ChartRoles | null): string {
  const columns = data.columns
    .map((c) => `${c.title} (${c.type}${c.unit ? `, ${c.unit}` : ''})`)
    .join('; ');
  const series = [...new Set(table.rows.map((row) => (roles?.series ? row[1] : null)))].filter(
    (name) => name !== null,
  );
  const lines = [
    roles
      ? `x axis: ${roles.xTitle}; y axis: ${roles.yTitle}${roles.unit ? ` (${roles.unit})` : ''}.`
      : '',
    series.length ? `Series: ${series.slice(0, 20).join(', ')}.` : '',
    `The pupil's data have ${formatNumber(data.rows.length)} rows; columns: ${columns}.`,
    `The chart plots ${formatNumber(table.rows.length)} points.`,
  ];
  if (table.rows.length > MODEL_TABLE_ROWS) {
    const sample = [...table.rows.slice(0, 5), ...table.rows.slice(-5)];
    lines.push(
      `First and last plotted points: ${sample.map((row) => row.map((cell) => (typeof cell === 'number' ? formatNumber(cell) : formatX(cell ?? ''))).join(' / ')).join('; ')}.`,
    );
  }
  return lines.filter(Boolean).join('\n');
}

/** The guide's view of a pupil's chart: title, source, the plotted rows, roles and facts. */
export function pupilGuideChart(chart: AiChartContext): GuideChart {
  const settings = chart.chartSettings ?? settingsFromSpec(chart.chartSpec, chart.chartData);
  const table = settings ? plottedTable(settings, chart.chartData) : null;
  const roles =
    table && settings && table.rows.length > 0 ? rolesOf(table, settings, chart.chartData) : null;
  const title = settings?.title.trim() || PUPIL_CHART_MESSAGES.untitled;
  const source = chartSourceLabel(chart.chartSource);
  return {
    label: title,
    labelEasy: null,
    description: chart.altText?.trim() || '',
    descriptionEasy: null,
    research: null,
    sourceLabel: source || null,
    sourceUrl: chart.chartSource.url,
    table,
    roles,
    facts: table && roles ? chartFacts(table, roles) : null,
    // A model gets this summary, not the rows, once they are many (modelPrompt.ts).
    summary: table ? dataSummary(table, chart.chartData, roles) : null,
  };
}
