import { EVIDENCE_ADMIN_MESSAGES, EVIDENCE_MESSAGES, type EvidenceSyncStats } from '@dsb/core';

/** Texts of the evidence & article screens (docs/product/admin-evidence.md). */
export const MANAGE_TEXT = {
  deleteWarning: 'This action cannot be undone!',
  /** Deleting Evidence-Main items moves them to Deleted, which the warning would misstate. */
  movesToDeleted: 'The items move to the Deleted tab, where they can be restored.',
  movesToDeletedInConsole:
    'The items move to Deleted: restore them from the Deleted tab of Manage Evidence & Articles in the Admin Console.',
  deleteItemsFailed: 'Failed to delete items',
  deleteItemFailed: 'Failed to delete item(s)',
  invalidResponse: 'Invalid response from server',
  deleteEvidenceFailed: 'Failed to delete evidence. Please try again.',
  evidenceUpdated: EVIDENCE_MESSAGES.updated,
  evidenceUpdateFailed: 'Failed to update evidence',
  restored: EVIDENCE_ADMIN_MESSAGES.restored,
  noDuplicates: 'No duplicate items found',
  noMissing: 'No items with missing S3 URLs found',
  noDeleted: 'No deleted evidence found',
  loadEvidenceFailed: 'Failed to load evidence items',
  loadArticlesFailed: 'Failed to load article items',
  noItems: 'No items found. Try clearing filters or adding new content.',
  sourceRequired: EVIDENCE_MESSAGES.sourceUrlRequired,
  nothingSelected: EVIDENCE_MESSAGES.nothingSelected,
  noDescription: 'No description',
  noTitle: 'No title',
  noTopic: 'None',
  noDate: 'Not specified',
  noImage: 'No image',
  syncFailed: 'Sync failed',
  filtersOffOnMain: 'Filters are not available on Evidence-Main',
} as const;

/** The failure line of a call that reached the server (or not), with its reason. */
const withReason = (prefix: string) => (reason: string) => `${prefix}: ${reason}`;
export const scanDuplicatesFailed = withReason('Failed to scan for duplicates');
export const scanMissingFailed = withReason('Failed to scan for missing S3 URLs');
export const loadDeletedFailed = withReason('Failed to load deleted evidence');
export const restoreFailed = withReason('Failed to restore evidence');
export const deleteFailed = withReason('Error');

/** The sync result banner's statistics. */
export function syncSummary(stats: EvidenceSyncStats): string {
  return [
    `Inserted: ${stats.inserted}`,
    `Updated: ${stats.updated}`,
    `Skipped: ${stats.skipped}`,
    `Errors: ${stats.errors}`,
  ].join(' · ');
}
