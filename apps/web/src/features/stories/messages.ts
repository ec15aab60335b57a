import type { StoryTemplate } from '@dsb/core';
import type { ObjectKind } from '../../editor/model';
import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/**
 * What an open story says (docs/product/stories.md, group-work.md), in the interface language:
 * every message is looked up when it is read, so the same objects serve every language.
 */
export const storyMessages = defineMessages(english);

/** Story messages shown by the web app (docs/product/stories.md). */
export const STORY_UI_MESSAGES = {
  get savingChanges() {
    return storyMessages.savingChanges();
  },
  get deleteSlideFailed() {
    return storyMessages.deleteSlideFailed();
  },
  get confirmDeleteSlide() {
    return storyMessages.confirmDeleteSlide();
  },
  get signedOut() {
    return storyMessages.signedOut();
  },
  get signedOutTitle() {
    return storyMessages.signedOutNotice.title();
  },
  get signedOutBody() {
    return storyMessages.signedOutNotice.body();
  },
};

/** Who holds an object's properties after another's change replaced this pupil's. */
export type KeptBy = { kind: 'member'; name: string } | { kind: 'self' } | { kind: 'unknown' };

/** The kinds of change a notice names ("moved", "resized" ...). */
export type ReplacedChange = keyof typeof english.replaced;

/**
 * "Ben moved this chart at the same time; their position was kept.": a whole sentence per kind
 * of change, naming the object as the object list does.
 */
export function replacedSentence(change: ReplacedChange, kind: ObjectKind, keptBy: KeptBy) {
  const sentences = storyMessages.replaced[change];
  const thing = storyMessages.thing[kind]();
  if (keptBy.kind === 'self') return sentences.self({ thing });
  const who = keptBy.kind === 'member' ? keptBy.name : storyMessages.live.someoneInGroup();
  return sentences.someone({ who, thing });
}

/** Live editing's messages (docs/product/group-work.md, "Editing together"). */
export const LIVE_MESSAGES = {
  get cannotConnect() {
    return storyMessages.live.cannotConnect();
  },
  get signedOut() {
    return storyMessages.signedOut();
  },
  get offlineKept() {
    return storyMessages.live.offlineKept();
  },
  get offlineNotKept() {
    return storyMessages.live.offlineNotKept();
  },
  get offline() {
    return storyMessages.live.offline();
  },
  get offlineHelp() {
    return storyMessages.live.offlineHelp();
  },
  get putMineBack() {
    return storyMessages.live.putMineBack();
  },
  get dismissNotice() {
    return storyMessages.live.dismissNotice();
  },
  /** Why live editing ended, by the session's reason. */
  ended: (reason: keyof typeof english.ended) => storyMessages.ended[reason](),
};

type SlideKey = keyof (typeof english.templateSlides)['trueForWho'];

/**
 * A story template with its slides' titles and help texts in the interface language, as a new
 * story or 'Apply Template' creates them: a pupil in Spanish starts from Spanish questions. In
 * English it is the template as core defines it (a test keeps the two the same).
 */
export function templateInLanguage(template: StoryTemplate): StoryTemplate {
  const slides = storyMessages.templateSlides[template.id] as Record<
    SlideKey,
    { title: () => string; help: () => string }
  >;
  return {
    ...template,
    elements: template.elements.map((element, i) => {
      const words = slides[`s${i + 1}` as SlideKey];
      return words ? { slideTitle: words.title(), helpText: words.help() } : element;
    }),
  };
}
