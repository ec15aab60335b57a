import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the slide editor says (docs/product/editor.md), in the interface language. */
export const editorMessages = defineMessages(english);
