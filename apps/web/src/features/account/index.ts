/** The signed-in user's own account settings (change password, delete the account). */
export { ChangePasswordModal } from './ChangePasswordModal';
export { DeleteAccountModal } from './DeleteAccountModal';
