import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/**
 * What the account settings (change password, who has looked at my work, delete the account) say,
 * in the interface language.
 */
export const accountMessages = defineMessages(english);
