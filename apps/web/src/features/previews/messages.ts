import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the slide previews say, in the interface language (docs/product/languages.md). */
export const previewMessages = defineMessages(english);
