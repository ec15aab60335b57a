export { default as adminUserRoutes } from './adminRoutes';
