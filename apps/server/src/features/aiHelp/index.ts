export { chatRetention } from './retention';
