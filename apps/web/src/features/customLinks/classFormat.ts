import type { ClassProgress, ClassStory } from '@dsb/core';
import { currentLanguage, formatDate } from '../../i18n';
import { joinNames, LINK_FEEDBACK_MESSAGES as FM, linkMessages, PROGRESS_KEYS } from './messages';

const M = linkMessages.format;

/** 'Last edited' as the class view shows it; 'Unknown date' when unreadable. */
export function formatEdited(value: string | null | undefined, locale?: string): string {
  if (!value) return linkMessages.fields.unknownDate();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return linkMessages.fields.unknownDate();
  const options = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  } as const;
  // A caller's locale (tests), else the interface language's.
  return locale ? date.toLocaleString(locale, options) : formatDate(date, options);
}

/** How far a story is: '3 of 4 slides have a script'. */
export function scriptProgress(story: Pick<ClassStory, 'slideCount' | 'scriptedSlides'>): string {
  return M.scriptProgress({ scripted: story.scriptedSlides, count: story.slideCount });
}

/** A pupil's name as the list shows it (an account without a name still shows a row). */
export const pupilName = (name: string | null | undefined) => name?.trim() || M.unnamedPupil();
export const storyTitle = (title: string | null | undefined) => title?.trim() || M.untitledStory();

/**
 * Who made a story: the pupil, and the co-authors of a group story in the order they joined
 * ('Sam with Ben and Cleo'; docs/product/group-work.md).
 */
export function storyAuthors(story: Pick<ClassStory, 'pupilName' | 'coAuthors'>): string {
  const owner = pupilName(story.pupilName);
  const others = (story.coAuthors ?? []).map(pupilName);
  if (others.length === 0) return owner;
  return M.authors({ owner, others: joinNames(others) });
}

/** A story's place in the feedback loop as its badge says it ('Resubmitted (version 2)'). */
export function progressText(story: Pick<ClassStory, 'progress' | 'handinVersion'>): string {
  const label = FM.progress[PROGRESS_KEYS[story.progress]]();
  const version = story.handinVersion;
  return version !== null && version > 1 && story.progress !== 'in progress'
    ? FM.progressVersion({ label, version })
    : label;
}

/** The badge's colour: a second cue beside its words, never the only one. */
export const PROGRESS_COLORS: Record<ClassProgress, string> = {
  'not started': 'gray',
  'in progress': 'blue',
  'handed in': 'orange',
  returned: 'green',
  resubmitted: 'violet',
};

/** The rubric total of a scored hand-in ('7 / 12'), or null before it is scored. */
export function scoreText(story: Pick<ClassStory, 'scoreTotal' | 'scoreMax'>): string | null {
  if (story.scoreTotal === null || story.scoreMax === null) return null;
  return FM.score({ total: story.scoreTotal, max: story.scoreMax });
}

/** The review screen of a story's latest hand-in (docs/product/feedback.md), or null before one. */
export function reviewPath(
  linkId: string,
  story: Pick<ClassStory, 'storyId' | 'handinId'>,
): string | null {
  if (!story.handinId) return null;
  const enc = encodeURIComponent;
  return `/class/${enc(linkId)}/review/${enc(story.storyId)}?handin=${enc(story.handinId)}`;
}

/** The pupils who opened the link without starting a story, by name. */
export function notStartedNames(names: readonly string[], locale?: string): string[] {
  return names.map(pupilName).sort((a, b) => a.localeCompare(b, locale ?? currentLanguage()));
}
