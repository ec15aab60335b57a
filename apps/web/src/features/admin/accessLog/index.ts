export { AccessLogView } from './AccessLogView';
