/**
 * The signed-in user's own account: the account menu's items (change password, who has looked at
 * my work, delete the account) and their dialogs, loaded with the menu's first opening.
 */
export { AccountMenuItems, type AccountDialog } from './AccountMenuItems';
export { AccountDialogs } from './AccountDialogs';
export { DataExportPanel } from './DataExportPanel';
export { DataExportModal } from './DataExportModal';
// Retention's page and notice ride in this chunk, which the account menu loads anyway: a chunk
// of their own would split shared chunks of the first page and push it over its budget.
export { Retention } from './RetentionWithExport';
