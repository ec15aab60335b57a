import type { ClassStory } from '@dsb/core';

/** 'Last edited' as the class view shows it; 'Unknown date' when unreadable. */
export function formatEdited(value: string | null | undefined, locale?: string): string {
  if (!value) return 'Unknown date';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  return date.toLocaleString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** How far a story is: '3 of 4 slides have a script'. */
export function scriptProgress(story: Pick<ClassStory, 'slideCount' | 'scriptedSlides'>): string {
  const { slideCount, scriptedSlides } = story;
  return `${scriptedSlides} of ${slideCount} ${slideCount === 1 ? 'slide has' : 'slides have'} a script`;
}

/** A pupil's name as the list shows it (an account without a name still shows a row). */
export const pupilName = (name: string | null | undefined) => name?.trim() || 'Unnamed pupil';
export const storyTitle = (title: string | null | undefined) => title?.trim() || 'Untitled Story';

/**
 * Who made a story: the pupil, and the co-authors of a group story in the order they joined
 * ('Sam with Ben and Cleo'; docs/product/group-work.md).
 */
export function storyAuthors(story: Pick<ClassStory, 'pupilName' | 'coAuthors'>): string {
  const owner = pupilName(story.pupilName);
  const others = (story.coAuthors ?? []).map(pupilName);
  if (others.length === 0) return owner;
  const joined =
    others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} and ${others.at(-1)}`;
  return `${owner} with ${joined}`;
}
