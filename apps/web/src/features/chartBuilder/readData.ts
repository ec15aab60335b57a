import Papa from 'papaparse';
import {
  MAX_CHART_COLUMNS,
  MAX_CHART_ROWS,
  MAX_CHART_UPLOAD_BYTES,
  type Cell,
} from '@dsb/core/charts';
import { READ_MESSAGES } from './messages';

/**
 * Reading a pupil's data into raw cells (docs/product/chart-builder.md, "Limits"): a CSV file, an
 * .xlsx spreadsheet's first sheet, or a typed table. The first row is the header. Each limit and
 * each unreadable line has its own message; nothing is half-read.
 */
export type RawTable = { header: string[]; rows: Cell[][] };
export type ReadResult = { ok: true; table: RawTable } | { ok: false; error: string };

/** A chart cell holds at most this many characters (the stored chart's limit). */
const MAX_CELL_LENGTH = 500;

const blankRow = (row: readonly Cell[]) =>
  row.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  }
  return String(value).slice(0, MAX_CELL_LENGTH);
}

/**
 * Raw rows (header first) as a table within the limits. `lineOf` gives a row's line in the file
 * for messages (CSV lines and spreadsheet rows both count from 1).
 */
export function tableFromRows(
  rows: readonly (readonly unknown[])[],
  lineOf: (index: number) => number = (index) => index + 1,
): ReadResult {
  const kept = rows.map((row) => row.map(cellOf));
  while (kept.length > 0 && blankRow(kept[kept.length - 1]!)) kept.pop();
  const header = (kept[0] ?? []).map((cell) => (cell === null ? '' : String(cell).trim()));
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  const body = kept.slice(1);
  if (header.length === 0 || body.length === 0) return { ok: false, error: READ_MESSAGES.empty() };
  if (header.length > MAX_CHART_COLUMNS) {
    return { ok: false, error: READ_MESSAGES.tooManyColumns(header.length, MAX_CHART_COLUMNS) };
  }
  if (body.length > MAX_CHART_ROWS) {
    return { ok: false, error: READ_MESSAGES.tooManyRows(body.length, MAX_CHART_ROWS) };
  }
  for (let i = 0; i < body.length; i++) {
    const row = body[i]!;
    let filled = row.length;
    while (filled > header.length && blankRow([row[filled - 1]!])) filled--;
    if (filled > header.length) {
      return {
        ok: false,
        error: READ_MESSAGES.tooManyCells(lineOf(i + 1), filled, header.length),
      };
    }
  }
  return {
    ok: true,
    table: {
      header,
      rows: body.map((row) => header.map((_, c) => row[c] ?? null)),
    },
  };
}

/** A CSV text (any common delimiter) as a table. */
export function readCsvText(text: string): ReadResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const quote = parsed.errors.find((error) => error.type === 'Quotes');
  // Papa's row numbers count parsed rows; each is one line unless a quoted cell spans lines.
  const lineOf = (index: number) => index + 1;
  if (quote) {
    const line = lineOf(quote.row ?? 0);
    return { ok: false, error: READ_MESSAGES.unclosedQuote(line) };
  }
  // Blank lines inside the file are dropped, keeping each row's line for messages.
  const lines: number[] = [];
  const rows: string[][] = [];
  parsed.data.forEach((row, index) => {
    if (row.length === 1 && row[0]!.trim() === '' && index > 0) return;
    rows.push(row);
    lines.push(lineOf(index));
  });
  return tableFromRows(rows, (index) => lines[index] ?? index + 1);
}

const extension = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** A chosen file as a table: CSV (or .txt) as text, .xlsx through its first sheet. */
export async function readChartFile(file: Blob & { name: string }): Promise<ReadResult> {
  if (file.size > MAX_CHART_UPLOAD_BYTES) {
    return { ok: false, error: READ_MESSAGES.tooLarge(file.size, MAX_CHART_UPLOAD_BYTES) };
  }
  const kind = extension(file.name);
  try {
    if (kind === 'csv' || kind === 'txt' || kind === 'tsv') return readCsvText(await file.text());
    if (kind === 'xlsx') {
      const { readSheet } = await import('read-excel-file/universal');
      let rows: unknown[][];
      try {
        rows = await readSheet(file);
      } catch {
        return { ok: false, error: READ_MESSAGES.badSpreadsheet() };
      }
      return tableFromRows(rows);
    }
  } catch {
    return { ok: false, error: READ_MESSAGES.readFailed() };
  }
  return { ok: false, error: READ_MESSAGES.unsupported() };
}
