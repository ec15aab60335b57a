import { describe, expect, it } from 'vitest';
import {
  MANAGE_TEXT,
  loadDeletedFailed,
  restoreFailed,
  scanDuplicatesFailed,
  scanMissingFailed,
  syncSummary,
} from './messages';

describe('evidence management messages', () => {
  it('words the scan and restore failures as the screen shows them', () => {
    expect(scanDuplicatesFailed('timeout')).toBe('Failed to scan for duplicates: timeout');
    expect(scanMissingFailed('timeout')).toBe('Failed to scan for missing S3 URLs: timeout');
    expect(loadDeletedFailed('timeout')).toBe('Failed to load deleted evidence: timeout');
    expect(restoreFailed('Deleted evidence not found')).toBe(
      'Failed to restore evidence: Deleted evidence not found',
    );
    expect(MANAGE_TEXT.restored).toBe('Evidence restored successfully');
    expect(MANAGE_TEXT.deleteWarning).toBe('This action cannot be undone!');
  });

  it('sums up a sync', () => {
    expect(syncSummary({ inserted: 3, updated: 1, skipped: 2, errors: 0, skippedItems: [] })).toBe(
      'Inserted: 3 · Updated: 1 · Skipped: 2 · Errors: 0',
    );
  });
});
