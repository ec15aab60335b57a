export { registerRetentionJobs, RETENTION_JOB_KIND } from './jobHandlers';
export { runRetention } from './retentionService';
