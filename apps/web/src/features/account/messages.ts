import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the account settings (change password, delete the account) say, in the interface language. */
export const accountMessages = defineMessages(english);
