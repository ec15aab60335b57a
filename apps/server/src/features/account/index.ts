export { default as settingsRoutes } from './routes';
export { readSettings } from './userSettingsService';
