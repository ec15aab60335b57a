export { fetchProviderJson, httpUrl, keepValid, providerUrl } from './providers/providers';
