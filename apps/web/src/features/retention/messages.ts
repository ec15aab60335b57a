import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the policy page and the deletion notice say (docs/product/retention.md), in the interface language. */
export const retentionMessages = defineMessages(english);
