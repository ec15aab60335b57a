import { z } from 'zod';

/**
 * A pupil's chart data (docs/product/chart-builder.md): the rows it plots, each column with the
 * type the pupil confirmed and its unit. Pure: no parsing of files here (the builder's readers
 * turn CSV, spreadsheets and typed tables into raw text cells first).
 */
export const MAX_CHART_ROWS = 50_000;
export const MAX_CHART_COLUMNS = 50;
export const MAX_CHART_UPLOAD_BYTES = 5 * 1024 * 1024;

export const COLUMN_TYPES = ['number', 'date', 'category'] as const;
export const columnTypeSchema = z.enum(COLUMN_TYPES);
export type ColumnType = z.infer<typeof columnTypeSchema>;

export const chartColumnSchema = z.object({
  name: z.string().min(1).max(100),
  title: z.string().max(200),
  unit: z.string().max(40).nullable(),
  type: columnTypeSchema,
});
export type ChartColumn = z.infer<typeof chartColumnSchema>;

export type Cell = string | number | null;
export const chartDataSchema = z.object({
  columns: z.array(chartColumnSchema).min(1).max(MAX_CHART_COLUMNS),
  rows: z.array(z.array(z.union([z.string().max(500), z.number(), z.null()]))).max(MAX_CHART_ROWS),
});
export type ChartData = z.infer<typeof chartDataSchema>;

/** Where a chart's numbers come from: an evidence chart (kept linked to it) or the pupil's own. */
export const chartSourceSchema = z.object({
  kind: z.enum(['evidence', 'upload', 'typed']),
  label: z.string().max(300),
  url: z.string().max(2000).nullable(),
  /** The evidence item the data was copied from. */
  evidenceId: z.string().max(100).nullable(),
});
export type ChartSource = z.infer<typeof chartSourceSchema>;

const YEAR = /^\d{4}$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;
const DATE_NAME = /\b(year|date|yr|month|day|time)\b/i;

/**
 * A number as people type it in a spreadsheet: "1,234.5", "12 %", "-3", "$40", "1e6"; null when
 * the text is not one. Thousands separators are accepted only in their usual places, so "1,5"
 * (a decimal comma) is not read as 15.
 */
export function parseNumber(text: string): number | null {
  let t = text
    .trim()
    .replace(/^[$€£¥]\s?/, '')
    .replace(/\s?%$/, '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return null;
  const value = Number(t);
  return Number.isFinite(value) ? value : null;
}

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** Whether a cell is a year (1000-2999) or an ISO date (YYYY-MM or YYYY-MM-DD). */
function isDateCell(cell: Cell): boolean {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 1000 && cell <= 2999;
  const t = cell!.trim();
  if (YEAR.test(t)) return Number(t) >= 1000 && Number(t) <= 2999;
  return ISO_DATE.test(t);
}

/**
 * The type a column most likely has: dates when every filled cell is a year or an ISO date and
 * either the header says so or the cells are ISO dates (a column of numbers that happen to be
 * between 1000 and 2999, such as prices, stays a number unless its name says it is a year);
 * numbers when every filled cell is one; categories otherwise. An empty column is a category.
 */
export function inferColumnType(name: string, cells: readonly Cell[]): ColumnType {
  const filled = cells.filter((cell) => !isBlank(cell));
  if (filled.length === 0) return 'category';
  if (filled.every(isDateCell)) {
    const iso = filled.some((cell) => typeof cell === 'string' && ISO_DATE.test(cell.trim()));
    if (iso || DATE_NAME.test(name)) return 'date';
  }
  const numeric = filled.every((cell) => typeof cell === 'number' || parseNumber(cell!) !== null);
  return numeric ? 'number' : 'category';
}

/**
 * A cell as its column's type holds it: numbers as numbers, years as numbers, ISO dates and
 * categories as trimmed text; blank or unreadable cells as null (a number column keeps a stray
 * word out of its sums).
 */
export function cellAs(type: ColumnType, cell: Cell): Cell {
  if (isBlank(cell)) return null;
  if (type === 'category') return String(cell).trim();
  if (typeof cell === 'number') return cell;
  const t = cell!.trim();
  if (type === 'date') {
    if (YEAR.test(t)) return Number(t);
    return ISO_DATE.test(t) ? t : null;
  }
  return parseNumber(t);
}

/** A header as a safe field name for the chart (unique, no dots or brackets Vega would read). */
function fieldName(header: string, index: number, taken: Set<string>): string {
  const base =
    header
      .trim()
      .replace(/[.[\]\\"']/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || `Column ${index + 1}`;
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

/** A unit written in a header's brackets: "Life expectancy (years)" -> years. */
function unitOf(header: string): string | null {
  const match = /\(([^()]{1,40})\)\s*$/.exec(header.trim());
  return match ? match[1]!.trim() : null;
}

/**
 * Raw cells (a header row and its rows, as read from a file or typed) to chart data, each column
 * typed by `inferColumnType` unless `types` says otherwise (the pupil's correction).
 */
export function toChartData(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  types: Readonly<Record<number, ColumnType>> = {},
): ChartData {
  const taken = new Set<string>();
  const columns = header.map((title, index): ChartColumn => {
    const name = fieldName(title, index, taken);
    const cells = rows.map((row) => row[index] ?? null);
    return {
      name,
      title: title.trim() || name,
      unit: unitOf(title),
      type: types[index] ?? inferColumnType(title, cells),
    };
  });
  return {
    columns,
    rows: rows.map((row) =>
      columns.map((column, index) => cellAs(column.type, row[index] ?? null)),
    ),
  };
}

/** Retypes one column (the pupil corrected its type), converting its cells again. */
export function retypeColumn(
  data: ChartData,
  columnName: string,
  type: ColumnType,
  original: readonly (readonly Cell[])[] = data.rows,
): ChartData {
  const index = data.columns.findIndex((column) => column.name === columnName);
  if (index < 0) return data;
  return {
    columns: data.columns.map((column, i) => (i === index ? { ...column, type } : column)),
    rows: data.rows.map((row, r) =>
      row.map((cell, i) => (i === index ? cellAs(type, original[r]?.[i] ?? cell) : cell)),
    ),
  };
}

/** The rows as records keyed by column name (what the chart specification plots). */
export function recordsOf(data: ChartData): Record<string, Cell>[] {
  return data.rows.map((row) =>
    Object.fromEntries(data.columns.map((column, i) => [column.name, row[i] ?? null])),
  );
}

export const columnNamed = (data: ChartData, name: string | null | undefined) =>
  name ? (data.columns.find((column) => column.name === name) ?? null) : null;
