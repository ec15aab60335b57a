import type { ChartColumn, ChartData } from './chartData';
import { defaultChartSettings, MAX_Y_COLUMNS, type ChartSettings } from './chartSettings';

/** Most categories a colour split may have before the chart would be unreadable. */
const MAX_SERIES = 6;
/** Most categories a pie suits. */
export const MAX_PIE_SLICES = 6;

/** A header without its unit in brackets: "Life expectancy (years)" -> "Life expectancy". */
const bare = (title: string) => title.replace(/\s*\([^()]*\)\s*$/, '');

function distinctCount(data: ChartData, column: ChartColumn): number {
  const at = data.columns.indexOf(column);
  return new Set(data.rows.map((row) => row[at])).size;
}

/** The suggested chart's title from its columns' titles (the x title in lower case). */
export interface SuggestedTitles {
  /** "Life expectancy by year". */
  by(y: string, x: string): string;
  /** "CO2 against GDP", for a scatter. */
  against(y: string, x: string): string;
}

const ENGLISH_TITLES: SuggestedTitles = {
  by: (y, x) => `${y} by ${x}`,
  against: (y, x) => `${y} against ${x}`,
};

/**
 * A sensible first chart for the columns the pupil picked (all columns when none): change over
 * time is a line (split by a category when there is one with a few values), numbers by category
 * are bars sorted largest first, two numbers against each other are a scatter. Titles are filled
 * from the columns (in English unless `titles` words them otherwise); the pupil edits everything after.
 */
export function suggestChart(
  data: ChartData,
  chosen: readonly string[] = [],
  titles: SuggestedTitles = ENGLISH_TITLES,
): ChartSettings | null {
  const pool = chosen.length
    ? data.columns.filter((column) => chosen.includes(column.name))
    : data.columns;
  const dates = pool.filter((c) => c.type === 'date');
  const numbers = pool.filter((c) => c.type === 'number');
  const categories = pool.filter((c) => c.type === 'category');
  if (numbers.length === 0) return null;
  const split = categories.find((c) => {
    const n = distinctCount(data, c);
    return n > 1 && n <= MAX_SERIES;
  });
  const named = (settings: ChartSettings, x: ChartColumn, y: ChartColumn[]): ChartSettings => ({
    ...settings,
    title: y.length === 1 ? titles.by(bare(y[0]!.title), bare(x.title).toLowerCase()) : '',
  });

  if (dates.length > 0) {
    const x = dates[0]!;
    const ys = numbers.slice(0, MAX_Y_COLUMNS);
    const settings = { ...defaultChartSettings(x.name, ys[0]!.name), type: 'line' as const };
    if (ys.length > 1) return named({ ...settings, y: ys.map((c) => c.name) }, x, ys);
    return named({ ...settings, color: split?.name ?? null }, x, ys);
  }
  if (categories.length > 0) {
    const x = categories.find((c) => c !== split) ?? categories[0]!;
    const y = numbers[0]!;
    return named({ ...defaultChartSettings(x.name, y.name), sort: 'descending' }, x, [y]);
  }
  if (numbers.length >= 2) {
    const [x, y] = numbers as [ChartColumn, ChartColumn];
    return {
      ...defaultChartSettings(x.name, y.name),
      type: 'scatter',
      title: titles.against(bare(y.title), bare(x.title).toLowerCase()),
    };
  }
  return null;
}
