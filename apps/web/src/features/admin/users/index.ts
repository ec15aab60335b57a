/** The User Manager (spec 2 §2) and the per-user Activity Log, for the admin console's routes. */
export { UserManager } from './UserManager';
export { ActivityLogModal } from './activity/ActivityLogModal';
