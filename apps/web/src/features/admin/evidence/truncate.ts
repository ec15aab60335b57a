/** Excerpt lengths (docs/product/admin-evidence.md): how much of each field a card or row shows. */
export const EXCERPT = {
  /** Article content in the console's lists. */
  articleContent: 280,
  /** Article content on the /admin/evidence page. */
  articleContentOnPage: 200,
  chartDescription: 120,
  sourceURL: 40,
  originalURL: 40,
} as const;

/**
 * The first `max` characters of `text` and an ellipsis when there was more. Counts characters as
 * a reader sees them (code points), so an emoji is never cut in half.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}
