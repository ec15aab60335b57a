import { ACTIVITY_CSV_COLUMNS, formatActivityDetails, type ActivityEntry } from '@dsb/core';
import { spreadsheetCsv } from '../csv/spreadsheetCsv';

/**
 * The activity log as CSV (columns Action, Timestamp, Details; docs/product/admin-users.md),
 * with details that look like formulas shown as text (see spreadsheetCsv).
 */
export function activityToCsv(entries: readonly ActivityEntry[]): string {
  return spreadsheetCsv(
    ACTIVITY_CSV_COLUMNS,
    entries.map((entry) => [entry.action, entry.timestamp, formatActivityDetails(entry.details)]),
  );
}
