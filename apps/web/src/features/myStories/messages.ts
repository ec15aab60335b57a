import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What My Data Stories says, in the interface language (docs/product/languages.md). */
export const myStoriesMessages = defineMessages(english);
