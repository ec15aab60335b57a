import { create } from 'zustand';
import type { Cell, ChartSettings, ChartSource, ColumnType } from '@dsb/core/charts';
import type { BuilderSession } from './builderState';
import { sourceLineFor } from './messages';
import { pupilChartOf } from './pupilChart';

/**
 * What opens the builder with data (docs/product/chart-builder.md): a library chart's data table
 * ("Make your own chart from this data"), or a chart on the slide double-clicked to change it.
 * Light on purpose (no Vega): the evidence modal and the canvas hand it over before the builder
 * has loaded.
 */
export interface ChartBuilderRequest {
  header: string[];
  rows: Cell[][];
  source: ChartSource;
  /** The chart's settings and column types when it is reopened. */
  settings?: ChartSettings;
  types?: Record<number, ColumnType>;
  /** A new chart's source line (a library chart's: where its numbers come from). */
  sourceLine?: string;
  /** 'update' replaces the selected chart in place. */
  mode: 'insert' | 'update';
  /** The shared-document id of the chart being changed, so an update replaces only it. */
  targetId?: string;
}

interface RequestState {
  /** Data asked for from outside the builder, taken by the builder when it shows. */
  request: ChartBuilderRequest | null;
  session: BuilderSession | null;
  open: (request: ChartBuilderRequest) => void;
  take: () => ChartBuilderRequest | null;
  setSession: (update: (session: BuilderSession | null) => BuilderSession | null) => void;
  /** Forgets the chart being built (the editor closed). */
  reset: () => void;
}

export const useChartBuilderRequest = create<RequestState>()((set, get) => ({
  request: null,
  session: null,
  open: (request) => set({ request }),
  take: () => {
    const { request } = get();
    if (request) set({ request: null });
    return request;
  },
  setSession: (update) => set((s) => ({ session: update(s.session) })),
  reset: () => set({ request: null, session: null }),
}));

/** An evidence chart as the data table the modal shows. */
export interface EvidenceWithTable {
  _id: string;
  label: string;
  sourceURL?: string | null;
  /** Who published the numbers ("World Bank, ..."): the new chart's source line names it. */
  sourceLabel?: string | null;
  dataTable?: {
    columns: { name: string; title: string; unit: string | null }[];
    rows: Cell[][];
  } | null;
}

/** Whether a library chart has data to make a chart from. */
export const hasChartData = (evidence: EvidenceWithTable) =>
  !!evidence.dataTable &&
  evidence.dataTable.rows.length > 0 &&
  evidence.dataTable.columns.length > 0;

/**
 * The builder's request for a library chart's data, its unit kept in each header; the source line
 * names where the chart's numbers come from (its source, else the chart itself).
 */
export function requestFromEvidence(evidence: EvidenceWithTable): ChartBuilderRequest | null {
  const table = evidence.dataTable;
  if (!table || !hasChartData(evidence)) return null;
  return {
    header: table.columns.map((column) => {
      const title = column.title || column.name;
      return column.unit && !title.includes(`(${column.unit})`)
        ? `${title} (${column.unit})`
        : title;
    }),
    rows: table.rows,
    source: {
      kind: 'evidence',
      label: evidence.label,
      url: evidence.sourceURL ?? null,
      evidenceId: evidence._id,
    },
    sourceLine: sourceLineFor(evidence.sourceLabel?.trim() || evidence.label),
    mode: 'insert',
  };
}

/** The builder's request to change a chart on the slide; null for any other object. */
export function requestFromObject(object: unknown): ChartBuilderRequest | null {
  const chart = pupilChartOf(object);
  if (!chart) return null;
  const { chartData } = chart;
  return {
    // Each title is the header the column was read from, so it gives the same column names.
    header: chartData.columns.map((column) => column.title),
    rows: chartData.rows,
    source: chart.chartSource,
    settings: chart.chartSettings,
    types: Object.fromEntries(chartData.columns.map((column, i) => [i, column.type])),
    mode: 'update',
    ...(typeof (object as { oid?: unknown }).oid === 'string'
      ? { targetId: (object as { oid: string }).oid }
      : {}),
  };
}
