import { columnNamed, type Cell, type ChartData } from './chartData';
import type { ChartSettings, ChartType } from './chartSettings';
import { plottedPoints, seriesOf, type PlottedPoint } from './plottedRows';

/**
 * A first draft of a chart's alt text, computed from what it plots (docs/product/chart-builder.md,
 * "Accessible by construction"): what is plotted, over which range, each series' trend and the
 * extremes. The pupil reviews it before inserting. Every sentence is a message function, so the
 * wording can be translated whole.
 */
const TYPE_NAMES: Record<ChartType, string> = {
  line: 'Line chart',
  area: 'Area chart',
  bar: 'Bar chart',
  'stacked-bar': 'Stacked bar chart',
  scatter: 'Scatter plot',
  pie: 'Pie chart',
};

export const ALT_TEXT_MESSAGES = {
  opening: (type: string, title: string) => (title ? `${type}: ${title}.` : `${type}.`),
  plotted: (y: string, x: string) => `It shows ${y} by ${x}.`,
  range: (from: string, to: string) => `It covers ${from} to ${to}.`,
  seriesList: (names: string) => `Series: ${names}.`,
  rose: (who: string, from: string, to: string, start: string, end: string) =>
    `${who} rose from ${from} in ${start} to ${to} in ${end}.`,
  fell: (who: string, from: string, to: string, start: string, end: string) =>
    `${who} fell from ${from} in ${start} to ${to} in ${end}.`,
  steady: (who: string, value: string, start: string, end: string) =>
    `${who} stayed about ${value} from ${start} to ${end}.`,
  highest: (value: string, where: string) => `The highest value is ${value} (${where}).`,
  lowest: (value: string, where: string) => `The lowest value is ${value} (${where}).`,
  empty: 'No values are plotted yet.',
  source: (line: string) => `Source: ${line}.`,
  theValues: 'The values',
} as const;

/** Changes smaller than this share of the start value count as "about the same". */
const STEADY = 0.02;
/** Trends are described for this many series at most; more would be a list, not a description. */
const MAX_TREND_SERIES = 3;

export function draftAltText(settings: ChartSettings, data: ChartData, locale = 'en'): string {
  const m = ALT_TEXT_MESSAGES;
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const column = columnNamed(data, settings.y[0]);
  const unit = settings.unit || (settings.y.length === 1 ? (column?.unit ?? '') : '');
  const value = (n: number) => (unit ? `${numbers.format(n)} ${unit}` : numbers.format(n));
  const xColumn = columnNamed(data, settings.x);
  const at = (x: Cell) =>
    typeof x === 'number' && xColumn?.type !== 'date' ? numbers.format(x) : String(x);
  const yName = (
    settings.yTitle ||
    (settings.y.length > 1 ? 'values' : column?.title) ||
    ''
  ).toLowerCase();
  const xName = (settings.xTitle || xColumn?.title || settings.x).toLowerCase();

  const sentences = [m.opening(TYPE_NAMES[settings.type], settings.title.trim())];
  const points = plottedPoints(settings, data);
  if (points.length === 0) return [...sentences, m.empty].join(' ');
  sentences.push(m.plotted(yName, xName));
  const ordered = xColumn?.type === 'date' || xColumn?.type === 'number';
  if (ordered) sentences.push(m.range(at(points[0]!.x), at(points.at(-1)!.x)));
  const series = seriesOf(points);
  const named = series.filter((s): s is string => s !== null);
  if (named.length > 0) sentences.push(m.seriesList(named.join(', ')));

  if (ordered && settings.type !== 'scatter' && settings.type !== 'pie') {
    for (const name of series.slice(0, MAX_TREND_SERIES)) {
      const own = points.filter((p) => p.series === name);
      sentences.push(trend(own, name ?? m.theValues, value, at));
    }
  }
  const where = (p: PlottedPoint) => (p.series ? `${p.series}, ${at(p.x)}` : at(p.x));
  const highest = points.reduce((a, b) => (b.value > a.value ? b : a));
  const lowest = points.reduce((a, b) => (b.value < a.value ? b : a));
  sentences.push(m.highest(value(highest.value), where(highest)));
  if (lowest !== highest) sentences.push(m.lowest(value(lowest.value), where(lowest)));
  if (settings.sourceLine.trim())
    sentences.push(m.source(settings.sourceLine.trim().replace(/\.$/, '')));
  return sentences.join(' ');
}

function trend(
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
    return ALT_TEXT_MESSAGES.steady(who, value(first.value), at(first.x), at(last.x));
  }
  const say = change > 0 ? ALT_TEXT_MESSAGES.rose : ALT_TEXT_MESSAGES.fell;
  return say(who, value(first.value), value(last.value), at(first.x), at(last.x));
}
