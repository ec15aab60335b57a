import { defineMessages } from '../../../i18n';
import english from './locales/en.json';

/**
 * What a pupil arriving through a class link reads (the landing page, the home page's notices):
 * on the first page, so apart from the Custom Links screen's own catalogue (docs/performance.md).
 */
export const arrivalMessages = defineMessages(english);
