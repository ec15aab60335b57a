import { stringify } from 'csv-stringify/sync';
import { ACTIVITY_CSV_COLUMNS, formatActivityDetails, type ActivityEntry } from '@dsb/core';

/**
 * The activity log as CSV (columns Action, Timestamp, Details; docs/product/admin-users.md).
 * csv-stringify quotes fields with commas, quotes and line breaks; `escape_formulas` prefixes a
 * leading = + - @ tab or CR with ' so spreadsheets show such details as text instead of running
 * them. The BOM makes Excel read the file as UTF-8.
 */
export function activityToCsv(entries: readonly ActivityEntry[]): string {
  return stringify(
    entries.map((entry) => [entry.action, entry.timestamp, formatActivityDetails(entry.details)]),
    { header: true, columns: [...ACTIVITY_CSV_COLUMNS], escape_formulas: true, bom: true },
  );
}
