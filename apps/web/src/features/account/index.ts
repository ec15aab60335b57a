/** The signed-in user's own account settings (change password). */
export { ChangePasswordModal } from './ChangePasswordModal';
/** 'Who has looked at my work': the signed-in user's access log. */
export { AccessLogModal } from './AccessLogModal';
