/** The signed-in user's own account settings (change password, delete the account). */
export { ChangePasswordModal } from './ChangePasswordModal';
export { DeleteAccountModal } from './DeleteAccountModal';
/** 'Who has looked at my work': the signed-in user's access log. */
export { AccessLogModal } from './AccessLogModal';
