export { newsServiceStats } from './newsUsage';
export { default as headlinesRoutes } from './routes';
