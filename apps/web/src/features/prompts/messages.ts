import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the prompt screens say (docs/product/prompts.md), in the interface language. */
export const promptMessages = defineMessages(english);
