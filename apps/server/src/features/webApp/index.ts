export { default as webRoutes } from './routes';
