import { defineMessages } from '../../i18n';
import type { Audience } from './model';
import english from './locales/en.json';

/**
 * What the Resources pages' frame says, in the interface language (docs/product/languages.md).
 * The pages' own words (model.ts, content/) stay as they were written.
 */
export const resourceMessages = defineMessages(english);

/** 'For pupils' / 'For teachers', looked up when shown. */
export const audienceLabel = (audience: Audience): string => resourceMessages.audience[audience]();

/** Stands in for an element inside a sentence, so the sentence is translated whole. */
const SLOT = '\u0000';

/** A sentence around one element (`{link}`): the text before it and after it. */
export function aroundSlot(format: (values: { link: string }) => string): [string, string] {
  const [before = '', after = ''] = format({ link: SLOT }).split(SLOT);
  return [before, after];
}
