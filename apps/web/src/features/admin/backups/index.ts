/** The Backup Manager: verified backups of evidence and articles (docs/product/backups.md). */
export { BackupManager } from './BackupManager';
