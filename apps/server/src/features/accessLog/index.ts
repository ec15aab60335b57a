export { accessLog } from './tables';
export { recordAccess, type AccessRead } from './accessLogService';
