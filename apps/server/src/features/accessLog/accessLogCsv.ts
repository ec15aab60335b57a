import { ACCESS_LOG_CSV_COLUMNS, type AdminAccessEntry } from '@dsb/core';
import { spreadsheetCsv } from '../../platform/csv/spreadsheetCsv';

/**
 * The access log as CSV for administrators (docs/product/access-log.md), through the same
 * spreadsheet-safe writer as the activity log: a title that looks like a formula stays text.
 */
export function accessLogToCsv(entries: readonly AdminAccessEntry[]): string {
  return spreadsheetCsv(
    ACCESS_LOG_CSV_COLUMNS,
    entries.map((e) => [
      e.at,
      e.readerName,
      e.readerEmail,
      e.readerRole,
      e.ownerName,
      e.ownerEmail,
      e.kind,
      e.title,
      e.itemId,
    ]),
  );
}
