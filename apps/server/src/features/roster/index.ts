export { default as rosterRoutes } from './routes';
export { rosterSources } from './tables';
