/**
 * Share to Classroom (docs/user-guide.md, "Class links"): Google Classroom's own share page, opened
 * in a new window with the link's address and name. No Google script is loaded: the app's
 * Content-Security-Policy allows none, and offline installs have no Google to load it from.
 */
export const CLASSROOM_SHARE_URL = 'https://classroom.google.com/share';

/**
 * The share page for a class link: `url` (the address pupils open) and `title`, as the Classroom
 * share button sends them, and `itemtype=assignment` so Classroom starts an assignment.
 */
export function classroomShareUrl(linkUrl: string, title: string): string {
  const params = new URLSearchParams({ url: linkUrl, title, itemtype: 'assignment' });
  return `${CLASSROOM_SHARE_URL}?${params.toString()}`;
}
