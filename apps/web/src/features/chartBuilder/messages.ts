import type { AltTextMessages, ChartWarningId, SuggestedTitles } from '@dsb/core/charts';
import { defineMessages, formatList, formatNumber } from '../../i18n';
import english from './locales/en.json';

/**
 * Every text the chart builder shows (docs/product/chart-builder.md), in the interface's language
 * (docs/product/languages.md). Whole sentences; counts and numbers are formatted for the language.
 */
export const CHART_BUILDER_UI = defineMessages(english);

const n = (value: number) => formatNumber(value);
const megabytes = (bytes: number) =>
  formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 });
const read = CHART_BUILDER_UI.read;

/** Messages about reading a file or a typed table; each says what to do. */
export const READ_MESSAGES = {
  tooLarge: (bytes: number, max: number) =>
    read.tooLarge({ size: megabytes(bytes), max: megabytes(max) }),
  unsupported: () => read.unsupported(),
  empty: () => read.empty(),
  tooManyRows: (rows: number, max: number) => read.tooManyRows({ rows: n(rows), max: n(max) }),
  tooManyColumns: (columns: number, max: number) =>
    read.tooManyColumns({ columns: n(columns), max: n(max) }),
  unclosedQuote: (line: number) => read.unclosedQuote({ line: n(line) }),
  tooManyCells: (line: number, cells: number, header: number) =>
    read.tooManyCells({ line: n(line), cells: n(cells), header: n(header) }),
  badSpreadsheet: () => read.badSpreadsheet(),
  readFailed: () => read.readFailed(),
};

export const sourceLineFor = (label: string) => CHART_BUILDER_UI.sourceLineFor({ label });
export const typedSourceLabel = () => CHART_BUILDER_UI.typedSourceLabel();

/** A range end that cannot be read: what to type instead. */
export const rangeUnreadable = (type: 'number' | 'date' | 'category') =>
  type === 'date'
    ? CHART_BUILDER_UI.rangeUnreadableDate()
    : CHART_BUILDER_UI.rangeUnreadableNumber({ example: n(1500), decimal: n(2.5) });

/** A warning from core (chartWarnings) by its id, worded in the interface's language. */
export const warningText = (id: ChartWarningId, limits: { pieSlices: number; series: number }) =>
  id === 'pieTooManySlices'
    ? CHART_BUILDER_UI.warnings.pieTooManySlices({ max: n(limits.pieSlices) })
    : id === 'tooManySeries'
      ? CHART_BUILDER_UI.warnings.tooManySeries({ max: n(limits.series) })
      : CHART_BUILDER_UI.warnings[id]();

/** The suggested chart's title in the interface's language. */
export const suggestedTitles = (): SuggestedTitles => ({
  by: (y, x) => CHART_BUILDER_UI.suggestedTitle.by({ y, x }),
  against: (y, x) => CHART_BUILDER_UI.suggestedTitle.against({ y, x }),
});

/** The drafted alt text's sentences in the interface's language (core's draftAltText). */
export function altTextMessages(): AltTextMessages {
  const m = CHART_BUILDER_UI.altText;
  return {
    typeName: (type) => m.typeNames[type](),
    opening: (type) => m.opening({ type }),
    openingTitled: (type, title) => m.openingTitled({ type, title }),
    plotted: (y, x) => m.plotted({ y, x }),
    range: (from, to) => m.range({ from, to }),
    seriesList: (names) => m.seriesList({ names: formatList(names, 'conjunction') }),
    rose: (who, from, to, start, end) => m.rose({ who, from, to, start, end }),
    fell: (who, from, to, start, end) => m.fell({ who, from, to, start, end }),
    steady: (who, value, start, end) => m.steady({ who, value, start, end }),
    highest: (value, where) => m.highest({ value, where }),
    lowest: (value, where) => m.lowest({ value, where }),
    seriesAt: (series, at) => m.seriesAt({ series, at }),
    withUnit: (value, unit) => m.withUnit({ value, unit }),
    empty: m.empty(),
    source: (line) => m.source({ line }),
    theValues: m.theValues(),
    values: m.values(),
  };
}

/** Numbers in the drafted alt text: the interface's format, at most two decimals. */
export const altTextNumber = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });
