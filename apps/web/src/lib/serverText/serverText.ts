// What the server says, in the reader's language (docs/product/languages.md). The server answers
// in English: its fixed messages (the *_MESSAGES of packages/core) are in this folder's catalogue,
// generated from core (serverText.test.ts keeps it in step), and a text found there is shown in the
// active language. Any other text (a message with a number in it, an unknown one) is shown as sent.
import { defineMessages } from '../../i18n/defineMessages';
import { currentLanguage, subscribeToLanguage } from '../../i18n/runtime';

type Formatters = Map<string, () => string>;

let byEnglishText: Formatters | null = null;
let loading: Promise<void> | null = null;

/** The English catalogue, indexed by text: loaded once another language is chosen, not before. */
function load(): Promise<void> {
  loading ??= import('./locales/en.json').then(({ default: english }) => {
    const messages = defineMessages(english) as unknown as Record<
      string,
      Record<string, () => string>
    >;
    const index: Formatters = new Map();
    for (const [group, entries] of Object.entries(english as Record<string, object>)) {
      for (const [key, text] of Object.entries(entries)) {
        // Compiled by the build: a message without arguments is its text itself.
        const format = messages[group]?.[key];
        if (typeof text === 'string' && format && !index.has(text)) index.set(text, format);
      }
    }
    byEnglishText = index;
  });
  return loading;
}

subscribeToLanguage(() => {
  if (currentLanguage() !== 'en') void load();
});

/** Loads what serverText needs (tests; the app loads it when the language changes). */
export const loadServerTexts = load;

/** `text` (one of the server's fixed English messages) in the active language. */
export function serverText(text: string): string {
  if (currentLanguage() === 'en') return text;
  if (!byEnglishText) void load();
  return byEnglishText?.get(text)?.() ?? text;
}
