export { default as adminStatsRoutes } from './adminRoutes';
