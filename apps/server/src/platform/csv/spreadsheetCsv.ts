import { stringify } from 'csv-stringify/sync';

/**
 * A CSV for a teacher's spreadsheet (the class list, the markbook): a header line, a byte-order
 * mark so spreadsheets read it as UTF-8, and any cell that starts like a formula (=, +, -, @, tab,
 * return) escaped, so a pupil's story title cannot run as a formula.
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
