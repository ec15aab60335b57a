export type { GoogleClientSettings } from '../../platform/auth/googleDiscovery';
export { default as googleRoutes } from './routes';
