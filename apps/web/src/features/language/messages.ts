import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the language menu and setting say (docs/product/languages.md). */
export const languageMessages = defineMessages(english);
