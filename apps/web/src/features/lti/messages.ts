import { defineMessages } from '../../i18n';
import english from './locales/en.json';

const ltiMessages = defineMessages(english);

/**
 * Every sentence the app says inside a learning platform (docs/product/lti.md), in the interface
 * language: the frame session and "Open in a new tab".
 */
export const LTI_MESSAGES = ltiMessages.frame;

/** The Deep Linking picker: an instructor adds a big question to the course. */
export const PICKER_MESSAGES = ltiMessages.picker;
