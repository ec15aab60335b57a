export { activityToCsv } from './activityCsv';
export { default as adminStatsRoutes } from './adminRoutes';
