import { defineMessages } from '../../../i18n';
import english from './locales/en.json';

/** What the editor's tool panels say (docs/product/editor.md), in the interface language. */
export const panelMessages = defineMessages(english);
