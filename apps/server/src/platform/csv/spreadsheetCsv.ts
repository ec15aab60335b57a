import { stringify } from 'csv-stringify/sync';

/**
 * A CSV for a spreadsheet (the class list, the markbook, a rubric, the activity log): a header
 * line, a byte-order mark so spreadsheets read it as UTF-8, quotes where a cell needs them, and
 * csv-stringify's `escape_formulas`: a ' before any cell that starts like a formula (=, +, -, @,
 * their full-width forms, tab, return), so a pupil's story title cannot run as a formula.
 */
export function spreadsheetCsv(
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  return stringify(
    rows.map((row) => [...row]),
    { header: true, columns: [...columns], escape_formulas: true, bom: true },
  );
}
