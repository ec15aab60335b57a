import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the app's frame says: header, menu, home (docs/product/index.md). */
export const shellMessages = defineMessages(english);
