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
