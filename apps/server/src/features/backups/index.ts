export { default as adminBackupRoutes } from './adminRoutes';
export { latestBackupAt } from './archive/catalog';
export { registerBackupJobs } from './jobHandlers';
