/** The Backup Manager: verified backups of evidence and articles (spec 2 §2). */
export { BackupManager } from './BackupManager';
