import { OFFLINE_FALLBACK_LABEL, OFFLINE_GUIDE_LABEL } from '@dsb/core';
import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/**
 * What the AI help panels say around the chat (docs/product/ai-help.md) in the interface
 * language. The answers themselves (a model's or the offline guide's) are shown as written.
 */
export const aiHelpMessages = defineMessages(english);

/** The label the server puts above an offline guide's answer, in the interface language. */
export function answerLabel(label: string): string {
  if (label === OFFLINE_GUIDE_LABEL) return aiHelpMessages.chat.offlineGuide();
  if (label === OFFLINE_FALLBACK_LABEL) return aiHelpMessages.chat.offlineFallback();
  return label;
}
