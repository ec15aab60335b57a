export type { GoogleClientSettings } from '../../platform/auth/googleDiscovery';
