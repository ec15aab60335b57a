export { default as dataExportRoutes } from './routes';
export { registerDataExportJobs } from './jobHandlers';
export { exportedTables } from './personalRows';
