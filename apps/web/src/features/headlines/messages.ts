import { NEWS_MESSAGES } from '@dsb/core';
import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the headlines panel says, in the interface language (docs/product/headlines.md). */
export const headlineMessages = defineMessages(english);

type NewsKey = keyof typeof english.news;

/**
 * One of the news service's fixed English texts (core's NEWS_MESSAGES: the server's no-articles
 * reasons, the client's own failures) in the interface language; any other text as it came.
 */
export function newsText(text: string): string {
  for (const [key, value] of Object.entries(NEWS_MESSAGES)) {
    if (value === text && key in english.news) return headlineMessages.news[key as NewsKey]();
  }
  return text;
}
