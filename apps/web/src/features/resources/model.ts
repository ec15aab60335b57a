/**
 * The Resources pages (issue #14 item 6) as plain data: each page is a title, a slug (its address,
 * /resources/{slug}), who it is for, and sections of simple blocks. Keeping the words out of the
 * components lets one renderer print them all the same way and lets a test check every page.
 */

export type Audience = 'pupils' | 'teachers';

/** A list item: plain text, or a term shown in bold followed by what it means. */
export type ListItem = string | readonly [term: string, text: string];

export type ResourceBlock =
  /** A paragraph. */
  | { kind: 'text'; text: string }
  /** A bulleted list, or numbered steps when `ordered`. */
  | { kind: 'list'; items: readonly ListItem[]; ordered?: boolean }
  /** A pointer to another Resources page, by its slug: `text` then a link named by its title. */
  | { kind: 'see'; text: string; slug: string }
  /** A short boxed note: a tip, a warning, a rule of thumb. */
  | { kind: 'tip'; title: string; text: string }
  /** The same point made well and less well, side by side. */
  | { kind: 'compare'; strong: string; weak: string; why?: string }
  /**
   * One of the guides the app already ships (public/guides), shown in its own frame: the guide
   * stays the one source of its words, here and in the app's Guide Me tabs.
   */
  | { kind: 'guide'; url: string; title: string };

export type ResourceSection = { heading: string; blocks: readonly ResourceBlock[] };

export type Resource = {
  /** The page's address under /resources/: lowercase words and hyphens. */
  slug: string;
  title: string;
  audience: Audience;
  /** One or two sentences: shown on the Resources list and under the page's title. */
  summary: string;
  sections: readonly ResourceSection[];
};

/** Who the pages are for, in the order the lists show them (labels: messages.ts). */
export const AUDIENCES: readonly Audience[] = ['pupils', 'teachers'];

/** The address of a resource page. */
export const resourcePath = (slug: string) => `/resources/${slug}`;

/** Where the Resources list lives: the home shell's sidebar view. */
export const RESOURCES_HOME = '/?menu=resources';
