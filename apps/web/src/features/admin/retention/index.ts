export { RetentionSettings } from './RetentionSettings';
