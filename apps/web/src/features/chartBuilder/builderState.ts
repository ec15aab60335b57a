import {
  cellAs,
  defaultChartSettings,
  filteredRows,
  MAX_PIE_SLICES,
  suggestChart,
  toChartData,
  type ChartColumn,
  type ChartData,
  type ChartSettings,
  type ChartSource,
  type ColumnType,
} from '@dsb/core/charts';
import type { RawTable } from './readData';
import { CHART_BUILDER_UI, sourceLineFor, suggestedTitles } from './messages';

/**
 * The builder's state (docs/product/chart-builder.md): the pupil's raw cells and where they come
 * from, the column types they corrected, and the chart's settings. Pure, so the panel's controls
 * are tested as state -> settings.
 */
export interface BuilderState {
  source: ChartSource;
  raw: RawTable;
  /** Column types the pupil chose, by column index (the rest are detected). */
  types: Record<number, ColumnType>;
  settings: ChartSettings;
}

export type BuilderAction =
  | { type: 'retype'; column: number; to: ColumnType }
  | { type: 'patch'; patch: Partial<ChartSettings> }
  | { type: 'suggest' }
  | { type: 'dismiss'; warning: string };

/** The chart data of a state (the raw cells typed by column). */
export const dataOf = (state: Pick<BuilderState, 'raw' | 'types'>): ChartData =>
  toChartData(state.raw.header, state.raw.rows, state.types);

/** A first chart for new data: the suggestion, else a bar of the first number column. */
function firstSettings(data: ChartData): ChartSettings {
  const suggested = suggestChart(data, [], suggestedTitles());
  if (suggested) return suggested;
  const y = data.columns.find((c) => c.type === 'number') ?? data.columns[0]!;
  const x = data.columns.find((c) => c !== y) ?? y;
  return defaultChartSettings(x.name, y.name);
}

/**
 * The state for data just read or typed. A library chart's source line is `sourceLine` (its
 * publisher, from the request), else names the chart.
 */
export function startState(raw: RawTable, source: ChartSource, sourceLine?: string): BuilderState {
  const data = dataOf({ raw, types: {} });
  const settings = firstSettings(data);
  const line =
    sourceLine?.trim() ||
    (source.kind === 'evidence' && source.label ? sourceLineFor(source.label) : '');
  return { source, raw, types: {}, settings: { ...settings, sourceLine: line } };
}

/** Settings that still name existing columns after a column changed type. */
function keepValid(settings: ChartSettings, data: ChartData): ChartSettings {
  const names = new Set(data.columns.map((c) => c.name));
  const numbers = data.columns.filter((c) => c.type === 'number').map((c) => c.name);
  const y = settings.y.filter((name) => numbers.includes(name));
  const color = settings.color && data.columns.find((c) => c.name === settings.color);
  return {
    ...settings,
    x: names.has(settings.x) ? settings.x : data.columns[0]!.name,
    y: y.length ? y : [numbers[0] ?? settings.y[0]!],
    color: color && color.type === 'category' ? settings.color : null,
    filters: settings.filters.filter((filter) => names.has(filter.column)),
  };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'retype': {
      const types = { ...state.types, [action.column]: action.to };
      const data = dataOf({ raw: state.raw, types });
      return { ...state, types, settings: keepValid(state.settings, data) };
    }
    case 'patch':
      return { ...state, settings: { ...state.settings, ...action.patch } };
    case 'suggest': {
      const suggested = suggestChart(dataOf(state), [], suggestedTitles());
      if (!suggested) return state;
      // The pupil's words stay: the source line, and the warnings they dismissed.
      const { sourceLine, dismissedWarnings, annotations } = state.settings;
      return { ...state, settings: { ...suggested, sourceLine, dismissedWarnings, annotations } };
    }
    case 'dismiss':
      if (state.settings.dismissedWarnings.includes(action.warning)) return state;
      return {
        ...state,
        settings: {
          ...state.settings,
          dismissedWarnings: [...state.settings.dismissedWarnings, action.warning],
        },
      };
  }
}

/** Whether a pie suits the chart: one value column over a category with a few values. */
export function pieSuits(settings: ChartSettings, data: ChartData): boolean {
  if (settings.y.length !== 1) return false;
  const at = data.columns.findIndex((c) => c.name === settings.x);
  if (at < 0 || data.columns[at]!.type !== 'category') return false;
  const values = new Set(filteredRows(settings, data).map((row) => row[at]));
  return values.size > 1 && values.size <= MAX_PIE_SLICES;
}

/** What stops the chart from being inserted, as a message; null when it may be. */
export function insertProblem(state: BuilderState): string | null {
  if (state.source.kind === 'evidence' && !state.settings.sourceLine.trim()) {
    return CHART_BUILDER_UI.sourceLineRequired();
  }
  return null;
}

/**
 * The filter each column offers, for every column of the data: the values to keep for a category,
 * a from/to range for years, dates and numbers (a value column too: rows whose number is in a
 * range).
 */
export function filterFields(
  data: ChartData,
): Array<{ column: ChartColumn; kind: 'pick' | 'range' }> {
  return data.columns.map((column) => ({
    column,
    kind: column.type === 'category' ? 'pick' : 'range',
  }));
}

/**
 * A range's end as the pupil typed it, read as the column's cells are: a number as spreadsheets
 * write it ("1,500", "12 %"), a year, or an ISO date. `null` for an open end (empty), `undefined`
 * for text that is not such a value (the filter stays as it was, and the field says so).
 */
export function filterBound(type: ColumnType, text: string): number | string | null | undefined {
  const t = text.trim();
  if (!t) return null;
  const value = cellAs(type === 'category' ? 'number' : type, t);
  return value === null ? undefined : value;
}

const valuesCache = new WeakMap<ChartData, Map<string, string[]>>();

/**
 * The distinct values of a column, in the order they first appear (filters' checkbox list);
 * remembered per data, so a large file is read once, not on every key press.
 */
export function valuesOf(data: ChartData, column: string): string[] {
  let byColumn = valuesCache.get(data);
  if (!byColumn) valuesCache.set(data, (byColumn = new Map()));
  const known = byColumn.get(column);
  if (known) return known;
  const at = data.columns.findIndex((c) => c.name === column);
  const seen = new Set<string>();
  if (at >= 0) for (const row of data.rows) if (row[at] !== null) seen.add(String(row[at]));
  const values = [...seen];
  byColumn.set(column, values);
  return values;
}

/**
 * The data a chart keeps on the slide: all of it when it fits, else only the rows its filters
 * keep (a large file filtered to a few series), so the story stays within its size.
 */
export function keptData(settings: ChartSettings, data: ChartData, full: boolean): ChartData {
  return full ? data : { columns: data.columns, rows: filteredRows(settings, data) };
}

/** The chart being built, kept while the pupil visits other tabs and comes back. */
export interface BuilderSession {
  state: BuilderState;
  /** 'update' replaces the selected chart in place. */
  mode: 'insert' | 'update';
  /** The alt text review before placing. */
  reviewing: boolean;
  /** The chart an update replaces (its shared-document id). */
  targetId?: string;
}

/** The panel's actions: the builder's, and loading new data (null: start again). */
export type PanelAction = BuilderAction | { type: 'load'; state: BuilderState | null };

/**
 * The session after an action: the chart's state changes; what the session is for (insert or
 * update, the chart it updates, the alt text review) stays.
 */
export function sessionAfter(
  session: BuilderSession | null,
  action: PanelAction,
): BuilderSession | null {
  const state =
    action.type === 'load' ? action.state : session && builderReducer(session.state, action);
  if (!state) return null;
  return { mode: 'insert', reviewing: false, ...session, state };
}
