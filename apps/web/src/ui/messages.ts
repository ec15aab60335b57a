import { defineMessages } from '../i18n/defineMessages';
import english from './locales/en.json';

/** What the shared interface pieces say: loading, retry, length hints (docs/product/languages.md). */
export const uiMessages = defineMessages(english);
