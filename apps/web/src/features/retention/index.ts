/**
 * Retention for the people it concerns (docs/product/retention.md): the public policy page and
 * the notice of data due to be deleted. Loaded with the account's chunk
 * (features/account/index.ts): nothing of it loads with the first page.
 */
export { Retention } from './Retention';
export type { ExportDialog } from './RetentionNotices';
