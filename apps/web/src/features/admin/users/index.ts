/**
 * The User Manager (docs/product/admin-users.md) and the per-user Activity Log, for the admin
 * console's routes.
 */
export { UserManager } from './UserManager';
export { ActivityLogModal } from './activity/ActivityLogModal';
