import { describe, expect, it } from 'vitest';
import type { BackupEntry } from '@dsb/core';
import { backupCounts, confirmCopy, createdWhen } from './format';

const evidence: BackupEntry = {
  filename: 'evidence-backup-2026-05-01T14-05-09-123Z.tar.gz',
  s3URL: 'backups/evidence-backup-2026-05-01T14-05-09-123Z.tar.gz',
  type: 'evidence',
  action: 'backup',
  createdAt: '2026-05-01T14:05:09.123Z',
  formattedDate: 'May 1, 2026',
  formattedTime: '2:05:09 PM UTC',
  size: 2_400_000,
  sizeFormatted: '2.29 MB',
  madeHere: true,
  stats: { totalItems: 1234 },
};
const articles: BackupEntry = {
  ...evidence,
  filename: 'articles-backup-2026-05-01T14-05-09-123Z.tar.gz',
  s3URL: 'backups/articles-backup-2026-05-01T14-05-09-123Z.tar.gz',
  type: 'articles',
  action: 'articles_backup',
  stats: { mainCollectionCount: 1, tempCollectionCount: 0 },
};

describe('a backup entry on screen', () => {
  it('shows the created date and time in the given zone', () => {
    expect(createdWhen(evidence, 'UTC')).toEqual({ date: 'May 1, 2026', time: '2:05:09 PM UTC' });
    const newYork = createdWhen(evidence, 'America/New_York');
    expect(newYork.date).toBe('May 1, 2026');
    expect(newYork.time).toBe('10:05:09 AM EDT');
    // Late in the evening in UTC is the next day further east.
    expect(createdWhen({ ...evidence, createdAt: '2026-05-01T23:30:00Z' }, 'Asia/Tokyo').date).toBe(
      'May 2, 2026',
    );
  });

  it("falls back to the server's UTC text when the time cannot be read", () => {
    expect(createdWhen({ ...evidence, createdAt: 'not a date' })).toEqual({
      date: 'May 1, 2026',
      time: '2:05:09 PM UTC',
    });
  });

  it('counts evidence items, and main and temp articles', () => {
    expect(backupCounts(evidence)).toEqual([{ label: 'Total items', value: '1,234' }]);
    expect(backupCounts(articles)).toEqual([
      { label: 'Main collection', value: '1' },
      { label: 'Temp collection', value: '0' },
    ]);
  });
});

describe('the confirmation modals', () => {
  it('says the articles backup covers both collections', () => {
    const copy = confirmCopy({ kind: 'createArticles' });
    expect(copy.title).toBe('Create Articles Backup');
    expect(copy.question).toContain('both the main and the temporary articles collections');
    expect(copy.destructive).toBe(false);
    expect(confirmCopy({ kind: 'createEvidence' }).title).toBe('Create Evidence Backup');
  });

  it('warns that a restore replaces the current collection', () => {
    const copy = confirmCopy({ kind: 'restore', entry: evidence });
    expect(copy.title).toBe('Restore Backup');
    expect(copy.question).toContain(evidence.filename);
    expect(copy.warning).toContain('replaces the current evidence collection');
    expect(copy.warning).toContain('1,234 items');
    expect(copy.destructive).toBe(true);
    const restoreArticles = confirmCopy({ kind: 'restore', entry: articles });
    expect(restoreArticles.warning).toContain('replaces the current articles collections');
    expect(restoreArticles.warning).toContain('1 main article and 0 temp articles');
  });

  it('asks before restoring a backup this install did not make', () => {
    expect(confirmCopy({ kind: 'restore', entry: evidence })).toMatchObject({
      caution: null,
      confirmLabel: 'Restore Backup',
    });
    const copy = confirmCopy({ kind: 'restore', entry: { ...evidence, madeHere: false } });
    expect(copy.caution).toMatch(/^This backup was not made by this install, .+ Restore anyway\?$/);
    expect(copy.confirmLabel).toBe('Restore Anyway');
    expect(copy.warning).toContain('replaces the current evidence collection');
  });

  it('names the backup to delete and that it cannot be undone', () => {
    const copy = confirmCopy({ kind: 'delete', entry: evidence });
    expect(copy.title).toBe('Delete Backup');
    expect(copy.question).toBe(`Delete ${evidence.filename} (2.29 MB)?`);
    expect(copy.warning).toContain('cannot be undone');
  });
});
