export { fetchProviderJson, httpUrl, keepValid, providerUrl } from './providers/providers';
export { default as imageSearchRoutes } from './routes';
