/** The signed-in user's own account settings (change password). */
export { ChangePasswordModal } from './ChangePasswordModal';
