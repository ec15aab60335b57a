export { default as speechRoutes } from './routes';
