import { defineMessages } from '../i18n';
import english from './locales/en.json';

/** What the app's root says (names of Mantine's own controls), in the interface language. */
export const appMessages = defineMessages(english);
