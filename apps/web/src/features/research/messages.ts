import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the research page says, in the interface language (docs/product/languages.md). */
export const researchMessages = defineMessages(english);
