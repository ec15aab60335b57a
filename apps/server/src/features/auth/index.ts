export { escapeHtml, page } from './pages';
export { hashPassword } from './passwordHash';
export { createFirstAdminLink, createPasswordLink } from './passwordService';
export { appOrigin, isSecure, sendHtml } from './replies';
