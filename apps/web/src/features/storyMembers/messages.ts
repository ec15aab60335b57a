import { currentLanguage, defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the group-story screens say (docs/product/group-work.md), in the interface language. */
export const memberMessages = defineMessages(english);

/** The locale for short dates: English keeps the British '4 Dec'. */
export function dateLocale(): string {
  const language = currentLanguage();
  return language === 'en' ? 'en-GB' : language;
}
