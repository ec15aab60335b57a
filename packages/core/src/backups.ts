import { z } from 'zod';
import { queryText } from './text';

/**
 * The Backup Manager (docs/product/backups.md): verified
 * archives of the evidence collection (main, temp and deleted, with their image files) and of
 * the articles collection, created and restored as jobs with progress.
 */

export const BACKUP_TYPES = ['evidence', 'articles'] as const;
export type BackupType = (typeof BACKUP_TYPES)[number];

/** The entry's `action`: 'backup' means evidence, anything else articles. */
export const BACKUP_ACTIONS = { evidence: 'backup', articles: 'articles_backup' } as const;

/** Every backup archive lives under this storage prefix, and nothing else may be named. */
export const BACKUP_PREFIX = 'backups/';

/** What the Backup Manager screen shows and what the server answers. */
export const BACKUP_MESSAGES = {
  createEvidence: 'Create Evidence Backup',
  createArticles: 'Create Articles Backup',
  evidenceList: 'Evidence Backups',
  articlesList: 'Articles Backups',
  noEvidenceBackups: 'No evidence backups found',
  noArticlesBackups: 'No articles backups found',
  loading: 'Loading backup history...',
  loadFailed: 'Failed to load backup history',
  loadError: 'Error loading backup history: ',
  createFailed: 'Failed to create backup',
  createArticlesFailed: 'Failed to create articles backup',
  deleteFailed: 'Failed to delete backup',
  restoreFailed: 'Failed to restore backup',
  evidenceStarted: 'Evidence backup started',
  articlesStarted: 'Articles backup started',
  evidenceCreated: 'Evidence backup created successfully',
  articlesCreated: 'Articles backup created successfully',
  restoreStarted: 'Restore started',
  restored: 'Backup restored successfully',
  deleted: 'Backup deleted successfully',
  notFound: 'Backup not found',
  jobNotFound: 'Backup job not found',
  busy: 'A backup or restore is already running. Wait for it to finish, then try again.',
  inUse: 'This backup is being restored. Delete it once the restore has finished.',
  invalidFile:
    'Invalid backup file: expected a name like backups/evidence-backup-....tar.gz from the backup list',
  filenameMismatch: 'filename must be the last part of s3URL',
  typeRequired: "type must be 'evidence' or 'articles'",
  notMadeHere:
    'This backup was not made by this install, or it was changed after it was made. Restore it only if you know where it came from.',
  confirmNotMadeHere:
    'This backup was not made by this install, or it was changed after it was made. Nothing was changed: confirm to restore it anyway (confirmNotMadeHere: true).',
  download: 'Download',
} as const;

/** Activity-log names (admin actions start with 'admin'). */
export const BACKUP_ACTIVITY = {
  create: 'admin create backup',
  created: 'admin backup created',
  delete: 'admin delete backup',
  restore: 'admin restore backup',
  restored: 'admin backup restored',
  failed: 'admin backup failed',
} as const;

/** A backup's file name: letters, digits, dot, dash and underscore, ending in .tar.gz. */
const BACKUP_FILENAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.tar\.gz$/;
export const MAX_BACKUP_FILENAME_LENGTH = 200;

/** True for a key under backups/ naming one archive (no folders, no '..', no leading slash). */
export function isBackupKey(key: string): boolean {
  if (!key.startsWith(BACKUP_PREFIX)) return false;
  const filename = key.slice(BACKUP_PREFIX.length);
  return filename.length <= MAX_BACKUP_FILENAME_LENGTH && BACKUP_FILENAME.test(filename);
}

/** A backup's file name as the list gives it (the download route's path part). */
export const backupFilenameSchema = queryText({ message: BACKUP_MESSAGES.invalidFile })
  .trim()
  .refine((filename) => isBackupKey(`${BACKUP_PREFIX}${filename}`), BACKUP_MESSAGES.invalidFile);

/** GET /api/admin/backup/download/{filename}: the archive itself, for admins only. */
export const backupDownloadParamsSchema = z.object({ filename: backupFilenameSchema });

/** The address the Backup Manager downloads an archive from (never /files: backups are private). */
export const backupDownloadPath = (filename: string) =>
  `/api/admin/backup/download/${encodeURIComponent(filename)}`;

/** The archive's storage key, as the list gives it (older clients call it s3URL). */
export const backupKeySchema = queryText({ message: BACKUP_MESSAGES.invalidFile })
  .trim()
  .refine(isBackupKey, BACKUP_MESSAGES.invalidFile);

export const backupTypeSchema = z.enum(BACKUP_TYPES, { message: BACKUP_MESSAGES.typeRequired });

/** Grouped as {evidence, articles}; createdAt and size for sorting. */
export const backupEntrySchema = z.object({
  filename: z.string(),
  s3URL: z.string(),
  type: backupTypeSchema,
  action: z.string(),
  /** ISO time the backup was taken (the screen may format it in the viewer's own zone). */
  createdAt: z.string(),
  formattedDate: z.string(),
  formattedTime: z.string(),
  size: z.number().int(),
  sizeFormatted: z.string(),
  /**
   * True when the manifest carries this install's signature and is unchanged since: restoring
   * any other archive needs the admin's confirmation (docs/decisions/0037-backup-signatures.md).
   */
  madeHere: z.boolean(),
  stats: z.union([
    z.object({ totalItems: z.number().int() }),
    z.object({ mainCollectionCount: z.number().int(), tempCollectionCount: z.number().int() }),
  ]),
});
export type BackupEntry = z.infer<typeof backupEntrySchema>;

/** GET /api/admin/backups/organized: newest first in each list. */
export const organizedBackupsResponseSchema = z.object({
  success: z.literal(true),
  backups: z.object({
    evidence: z.array(backupEntrySchema),
    articles: z.array(backupEntrySchema),
  }),
  message: z.string(),
});
export type OrganizedBackupsResponse = z.infer<typeof organizedBackupsResponseSchema>;

/** DELETE /api/admin/backup: the entry's filename and s3URL, which must agree. */
export const backupDeleteRequestSchema = z
  .strictObject(
    {
      filename: queryText({ message: BACKUP_MESSAGES.invalidFile }).trim(),
      s3URL: backupKeySchema,
    },
    { message: BACKUP_MESSAGES.invalidFile },
  )
  .refine((body) => body.s3URL === `${BACKUP_PREFIX}${body.filename}`, {
    message: BACKUP_MESSAGES.filenameMismatch,
  });
export type BackupDeleteRequest = z.infer<typeof backupDeleteRequestSchema>;

/**
 * POST /api/admin/backup/restore. `confirmNotMadeHere` is the admin's yes to restoring an archive
 * this install did not sign (409 without it).
 */
export const backupRestoreRequestSchema = z.strictObject(
  {
    s3URL: backupKeySchema,
    type: backupTypeSchema,
    confirmNotMadeHere: z
      .boolean({ message: 'confirmNotMadeHere must be true or false' })
      .default(false),
  },
  { message: BACKUP_MESSAGES.invalidFile },
);
export type BackupRestoreRequest = z.infer<typeof backupRestoreRequestSchema>;

/** DELETE /api/admin/backup */
export const backupMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** POST /api/admin/backup, /backup/articles and /backup/restore: the job runs on. */
export const backupJobStartedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  jobId: z.string(),
});
export type BackupJobStartedResponse = z.infer<typeof backupJobStartedResponseSchema>;

export const backupJobParamsSchema = z.object({
  jobId: z.uuid({ message: BACKUP_MESSAGES.jobNotFound }),
});

export const BACKUP_JOB_STATUSES = [
  'pending',
  'running',
  'done',
  'failed',
  'cancelled',
  'interrupted',
] as const;

/** GET /api/admin/backup/jobs/{jobId}: what the screen polls while a backup or restore runs. */
export const backupJobStatusResponseSchema = z.object({
  success: z.literal(true),
  jobId: z.string(),
  operation: z.enum(['backup', 'restore']),
  type: backupTypeSchema,
  status: z.enum(BACKUP_JOB_STATUSES),
  /** Percent done, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** Items (rows and files) done of `total` in the current phase. */
  processed: z.number().int(),
  total: z.number().int(),
  phase: z.string(),
  /** What is happening, or how it ended. */
  message: z.string(),
  /** Why it failed (a refused archive says what was wrong); null otherwise. */
  error: z.string().nullable(),
  /** The backup's entry once a backup is done. */
  backup: backupEntrySchema.nullable(),
});
export type BackupJobStatusResponse = z.infer<typeof backupJobStatusResponseSchema>;

/** Date style (short month, day, year), in UTC so every server writes the same. */
export function formatBackupDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatBackupTime(date: Date): string {
  return date.toLocaleTimeString('en-US', { timeZone: 'UTC', timeZoneName: 'short' });
}
