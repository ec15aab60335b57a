import { columnNamed, type Cell, type ChartData } from './chartData';
import type { ChartSettings, ChartType } from './chartSettings';
import { plottedPoints, seriesOf, type PlottedPoint } from './plottedRows';

/**
 * A first draft of a chart's alt text, computed from what it plots (docs/product/chart-builder.md,
 * "Accessible by construction"): what is plotted, over which range, each series' trend and the
 * extremes. The pupil reviews it before inserting. Every sentence is a message function taking
 * its values whole, so the web app drafts it in the interface's language by passing its own
 * messages and number format (docs/product/languages.md); English is the default.
 */
export interface AltTextMessages {
  /** "Line chart", "Bar chart"... */
  typeName(type: ChartType): string;
  opening(type: string): string;
  openingTitled(type: string, title: string): string;
  plotted(y: string, x: string): string;
  range(from: string, to: string): string;
  seriesList(names: readonly string[]): string;
  rose(who: string, from: string, to: string, start: string, end: string): string;
  fell(who: string, from: string, to: string, start: string, end: string): string;
  steady(who: string, value: string, start: string, end: string): string;
  highest(value: string, where: string): string;
  lowest(value: string, where: string): string;
  /** Where a point sits: "Japan, 2020". */
  seriesAt(series: string, at: string): string;
  /** A value with its unit: "12 %", "47.5 years". */
  withUnit(value: string, unit: string): string;
  empty: string;
  source(line: string): string;
  /** The series' name when the values have none. */
  theValues: string;
  /** The y axis' name when several columns are plotted. */
  values: string;
}

const TYPE_NAMES: Record<ChartType, string> = {
  line: 'Line chart',
  area: 'Area chart',
  bar: 'Bar chart',
  'stacked-bar': 'Stacked bar chart',
  scatter: 'Scatter plot',
  pie: 'Pie chart',
};

export const ALT_TEXT_MESSAGES: AltTextMessages = {
  typeName: (type) => TYPE_NAMES[type],
  opening: (type) => `${type}.`,
  openingTitled: (type, title) => `${type}: ${title}.`,
  plotted: (y, x) => `It shows ${y} by ${x}.`,
  range: (from, to) => `It covers ${from} to ${to}.`,
  seriesList: (names) => `Series: ${names.join(', ')}.`,
  rose: (who, from, to, start, end) => `${who} rose from ${from} in ${start} to ${to} in ${end}.`,
  fell: (who, from, to, start, end) => `${who} fell from ${from} in ${start} to ${to} in ${end}.`,
  steady: (who, value, start, end) => `${who} stayed about ${value} from ${start} to ${end}.`,
  highest: (value, where) => `The highest value is ${value} (${where}).`,
  lowest: (value, where) => `The lowest value is ${value} (${where}).`,
  seriesAt: (series, at) => `${series}, ${at}`,
  withUnit: (value, unit) => `${value} ${unit}`,
  empty: 'No values are plotted yet.',
  source: (line) => `Source: ${line}.`,
  theValues: 'The values',
  values: 'values',
};

export interface AltTextOptions {
  messages?: AltTextMessages;
  /** Formats the chart's numbers; English with at most two decimals by default. */
  formatNumber?: (value: number) => string;
}

const englishNumber = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** Changes smaller than this share of the start value count as "about the same". */
const STEADY = 0.02;
/** Trends are described for this many series at most; more would be a list, not a description. */
const MAX_TREND_SERIES = 3;

export function draftAltText(
  settings: ChartSettings,
  data: ChartData,
  options: AltTextOptions = {},
): string {
  const m = options.messages ?? ALT_TEXT_MESSAGES;
  const format = options.formatNumber ?? ((n: number) => englishNumber.format(n));
  const column = columnNamed(data, settings.y[0]);
  const unit = settings.unit || (settings.y.length === 1 ? (column?.unit ?? '') : '');
  const value = (n: number) => (unit ? m.withUnit(format(n), unit) : format(n));
  const xColumn = columnNamed(data, settings.x);
  const at = (x: Cell) =>
    typeof x === 'number' && xColumn?.type !== 'date' ? format(x) : String(x);
  const yName = (
    settings.yTitle ||
    (settings.y.length > 1 ? m.values : column?.title) ||
    ''
  ).toLowerCase();
  const xName = (settings.xTitle || xColumn?.title || settings.x).toLowerCase();

  const type = m.typeName(settings.type);
  const title = settings.title.trim();
  const sentences = [title ? m.openingTitled(type, title) : m.opening(type)];
  const points = plottedPoints(settings, data);
  if (points.length === 0) return [...sentences, m.empty].join(' ');
  sentences.push(m.plotted(yName, xName));
  const ordered = xColumn?.type === 'date' || xColumn?.type === 'number';
  if (ordered) sentences.push(m.range(at(points[0]!.x), at(points.at(-1)!.x)));
  const series = seriesOf(points);
  const named = series.filter((s): s is string => s !== null);
  if (named.length > 0) sentences.push(m.seriesList(named));

  if (ordered && settings.type !== 'scatter' && settings.type !== 'pie') {
    for (const name of series.slice(0, MAX_TREND_SERIES)) {
      const own = points.filter((p) => p.series === name);
      sentences.push(trend(m, own, name ?? m.theValues, value, at));
    }
  }
  const where = (p: PlottedPoint) => (p.series ? m.seriesAt(p.series, at(p.x)) : at(p.x));
  const highest = points.reduce((a, b) => (b.value > a.value ? b : a));
  const lowest = points.reduce((a, b) => (b.value < a.value ? b : a));
  sentences.push(m.highest(value(highest.value), where(highest)));
  if (lowest !== highest) sentences.push(m.lowest(value(lowest.value), where(lowest)));
  if (settings.sourceLine.trim())
    sentences.push(m.source(settings.sourceLine.trim().replace(/\.$/, '')));
  return sentences.join(' ');
}

function trend(
  m: AltTextMessages,
  points: PlottedPoint[],
  who: string,
  value: (n: number) => string,
  at: (x: Cell) => string,
): string {
  const first = points[0]!;
  const last = points.at(-1)!;
  const change = last.value - first.value;
  const scale = Math.max(Math.abs(first.value), Math.abs(last.value), Number.EPSILON);
  if (Math.abs(change) / scale < STEADY) {
    return m.steady(who, value(first.value), at(first.x), at(last.x));
  }
  const say = change > 0 ? m.rose : m.fell;
  return say(who, value(first.value), value(last.value), at(first.x), at(last.x));
}
