import { titleForBigQuestion } from './slides';
import { DEFAULT_STORY_TITLE, MAX_TITLE_LENGTH } from './story';

/**
 * A new story's title that the pupil can tell apart from their other stories: `title` itself
 * when free, else `title (2)`, `title (3)` ... after the highest number in use. Every story on one
 * big question starts as 'Untitled: {question}', so without the number they all looked alike.
 * The base is shortened when the number would pass the title limit.
 */
export function distinctTitle(title: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(title)) return title;
  let highest = 1;
  for (const other of used) {
    if (!other.startsWith(`${title} (`) || !other.endsWith(')')) continue;
    const n = Number(other.slice(title.length + 2, -1));
    if (Number.isInteger(n) && n > highest) highest = n;
  }
  const suffix = ` (${highest + 1})`;
  return title.slice(0, MAX_TITLE_LENGTH - suffix.length) + suffix;
}

/**
 * A title the app gave, not the pupil: 'Untitled Story' or 'Untitled: {question}'. Only these
 * are numbered; a title the pupil chose is theirs to repeat.
 */
export function isAutomaticTitle(title: string): boolean {
  return title === DEFAULT_STORY_TITLE || title.startsWith(titleForBigQuestion(''));
}
