import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What sign-in and the signed-out page states say, in the interface language. */
export const authMessages = defineMessages(english);
