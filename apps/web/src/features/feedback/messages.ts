import {
  FEEDBACK_MESSAGES,
  MAX_BANK_COMMENTS,
  MAX_COMMENT_LENGTH,
  MAX_COMMENTS_PER_HANDIN,
  MAX_HANDIN_NOTE_LENGTH,
  type FeedbackMessageCode,
} from '@dsb/core';
import { defineMessages } from '../../i18n';
import { ApiError, errorMessage } from '../../lib/http';
import english from './locales/en.json';

/**
 * What teacher feedback says (docs/product/feedback.md), in the interface language: the review
 * screen (`review`), the pupil's side (`pupil`), both (`shared`), the calls' fallbacks (`api`) and
 * the server's own feedback messages by their code (`server`).
 */
export const feedbackMessages = defineMessages(english);

/** The limits the server's messages name. */
const LIMITS: Partial<Record<FeedbackMessageCode, number>> = {
  commentTooLong: MAX_COMMENT_LENGTH,
  noteTooLong: MAX_HANDIN_NOTE_LENGTH,
  tooManyComments: MAX_COMMENTS_PER_HANDIN,
  bankFull: MAX_BANK_COMMENTS,
};

/** One of the server's feedback messages (packages/core FEEDBACK_MESSAGES), in the reader's words. */
export function feedbackServerText(code: FeedbackMessageCode): string {
  return feedbackMessages.server[code]({ max: LIMITS[code] ?? 0 });
}

const isCode = (code: unknown): code is FeedbackMessageCode =>
  typeof code === 'string' && Object.hasOwn(FEEDBACK_MESSAGES, code);

/**
 * The message for a failed feedback call: the server's feedback message (it sends its code beside
 * the English) in the reader's language, else as `errorMessage` words it.
 */
export function feedbackError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const code = (error.body as { code?: unknown } | null)?.code;
    if (isCode(code) && error.message === FEEDBACK_MESSAGES[code]) return feedbackServerText(code);
  }
  return errorMessage(error, fallback);
}
