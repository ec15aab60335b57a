/**
 * The signed-in user's own account: the account menu's items (change password, who has looked at
 * my work, delete the account) and their dialogs, loaded with the menu's first opening.
 */
export { AccountMenuItems, type AccountDialog } from './AccountMenuItems';
export { AccountDialogs } from './AccountDialogs';
export { DataExportPanel } from './DataExportPanel';
export { DataExportModal } from './DataExportModal';
