import { BACKUP_MESSAGES, type BackupEntry } from '@dsb/core';

/** How a backup entry reads on screen (docs/product/backups.md). */

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * The created date and time in the viewer's own zone (the entry's formattedDate and
 * formattedTime are in UTC); falls back to those when createdAt cannot be read.
 */
export function createdWhen(
  entry: Pick<BackupEntry, 'createdAt' | 'formattedDate' | 'formattedTime'>,
  timeZone?: string,
): { date: string; time: string } {
  const created = new Date(entry.createdAt);
  if (Number.isNaN(created.getTime())) {
    return { date: entry.formattedDate, time: entry.formattedTime };
  }
  return {
    date: created.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone,
    }),
    time: created.toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }),
  };
}

/** The counts: evidence total items; articles main and temp collection counts. */
export function backupCounts(
  entry: Pick<BackupEntry, 'stats'>,
): { label: string; value: string }[] {
  const { stats } = entry;
  if ('totalItems' in stats) return [{ label: 'Total items', value: count(stats.totalItems) }];
  return [
    { label: 'Main collection', value: count(stats.mainCollectionCount) },
    { label: 'Temp collection', value: count(stats.tempCollectionCount) },
  ];
}

/** What a confirmation modal is about. */
export type ConfirmRequest =
  | { kind: 'createEvidence' }
  | { kind: 'createArticles' }
  | { kind: 'restore'; entry: BackupEntry }
  | { kind: 'delete'; entry: BackupEntry };

export type ConfirmCopy = {
  title: string;
  question: string;
  /** Said in bold red: what cannot be taken back. */
  warning: string | null;
  /** A caution shown apart, above the buttons: the backup was not made by this install. */
  caution: string | null;
  confirmLabel: string;
  destructive: boolean;
};

/** What it replaces: restoring warns that the current collection goes. */
function restoreWarning(entry: BackupEntry): string {
  const { stats } = entry;
  if ('totalItems' in stats) {
    return `This replaces the current evidence collection (main, temp and deleted items) with the ${plural(stats.totalItems, 'item', 'items')} in this backup. Evidence added since the backup was made is removed.`;
  }
  return `This replaces the current articles collections (main and temporary) with the ${plural(stats.mainCollectionCount, 'main article', 'main articles')} and ${plural(stats.tempCollectionCount, 'temp article', 'temp articles')} in this backup. Articles added since the backup was made are removed.`;
}

/** The title, question and warning of each confirmation modal. */
export function confirmCopy(request: ConfirmRequest): ConfirmCopy {
  switch (request.kind) {
    case 'createEvidence':
      return {
        title: 'Create Evidence Backup',
        question:
          'Create a backup of the evidence collection? It covers the main, temp and deleted evidence items and their image files.',
        warning: null,
        caution: null,
        confirmLabel: 'Create Backup',
        destructive: false,
      };
    case 'createArticles':
      return {
        title: 'Create Articles Backup',
        question:
          'Create a backup of the articles? It covers both the main and the temporary articles collections.',
        warning: null,
        caution: null,
        confirmLabel: 'Create Backup',
        destructive: false,
      };
    case 'restore': {
      const { date, time } = createdWhen(request.entry);
      const madeHere = request.entry.madeHere;
      return {
        title: 'Restore Backup',
        question: `Restore ${request.entry.filename}, created ${date} at ${time}?`,
        warning: restoreWarning(request.entry),
        caution: madeHere ? null : `${BACKUP_MESSAGES.notMadeHere} Restore anyway?`,
        confirmLabel: madeHere ? 'Restore Backup' : 'Restore Anyway',
        destructive: true,
      };
    }
    case 'delete':
      return {
        title: 'Delete Backup',
        question: `Delete ${request.entry.filename} (${request.entry.sizeFormatted})?`,
        warning: 'The backup file is removed from storage. This action cannot be undone!',
        caution: null,
        confirmLabel: 'Delete Backup',
        destructive: true,
      };
  }
}
