import {
  CHART_CHAT_WELCOME,
  CHART_FOLLOW_UP_SUGGESTIONS,
  aiLimitErrorSchema,
  OFFLINE_FALLBACK_LABEL,
  OFFLINE_GUIDE_LABEL,
  SLIDE_CHAT_WELCOME,
} from '@dsb/core';
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

/**
 * The chats' fixed English texts (greetings and suggestions, as the server stores them and its
 * offline guide knows them) with their messages. A suggestion is sent in English, so the guide and
 * a model understand it whatever the interface language; it is shown translated, in the chip, in
 * the pupil's own bubble and in a reopened chat.
 */
const welcome = aiHelpMessages.welcome;
const FIXED_CHAT_TEXTS = new Map<string, () => string>([
  [CHART_CHAT_WELCOME.message, welcome.chart],
  [CHART_CHAT_WELCOME.suggestions[0], welcome.connectGraph],
  [CHART_CHAT_WELCOME.suggestions[1], welcome.understandGraph],
  [CHART_FOLLOW_UP_SUGGESTIONS.changedMost, welcome.changedMost],
  [CHART_FOLLOW_UP_SUGGESTIONS.limits, welcome.chartLimits],
  [CHART_FOLLOW_UP_SUGGESTIONS.source, welcome.dataSource],
  [SLIDE_CHAT_WELCOME.message, welcome.slide],
  [SLIDE_CHAT_WELCOME.suggestions[0], welcome.improveScript],
  [SLIDE_CHAT_WELCOME.suggestions[1], welcome.suggestVisuals],
  [SLIDE_CHAT_WELCOME.suggestions[2], welcome.clarifyMessage],
]);

/**
 * A limit the server refused with (429 from POST /api/ai/chat) in the interface language, written
 * from the numbers the body carries; null when the body is not one (then the server's text is
 * shown as it is).
 */
export function limitText(body: unknown): string | null {
  const parsed = aiLimitErrorSchema.safeParse(body);
  if (!parsed.success) return null;
  const { limit, retryAfterSeconds, requestsPerDay } = parsed.data;
  const states = aiHelpMessages.states;
  if (limit === 'minute') return states.rateLimited({ seconds: retryAfterSeconds });
  if (limit === 'day' && requestsPerDay !== undefined)
    return states.dailyLimit({ limit: requestsPerDay });
  return states.dailyTokens();
}

/** A chat text in the interface language when it is one of the fixed ones, else as written. */
export function chatText(text: string): string {
  return FIXED_CHAT_TEXTS.get(text)?.() ?? text;
}
