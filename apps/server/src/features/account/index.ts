export { readSettings } from './userSettingsService';
