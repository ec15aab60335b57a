import { GuideFrame } from '../../ui/GuideFrame';
import { promptMessages } from './messages';

export const GUIDE_URL = '/guides/choosing-a-big-question.html';

/** Guide Me: how to choose a big question (docs/product/prompts.md). */
export function GuideTab() {
  return <GuideFrame url={GUIDE_URL} title={promptMessages.selector.guideFrame()} />;
}
