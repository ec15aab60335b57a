import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** What the evidence panel says, in the interface language (docs/product/evidence.md). */
export const evidenceMessages = defineMessages(english);

/** Stands in for an element inside a sentence, so the sentence is translated whole. */
const SLOT = '\u0000';

/** A sentence around one element (`{icon}`, `{link}`): the text before it and after it. */
export function aroundSlot(
  format: (values: Record<string, string>) => string,
  name: 'icon' | 'link',
): [string, string] {
  const [before = '', after = ''] = format({ [name]: SLOT }).split(SLOT);
  return [before, after];
}
