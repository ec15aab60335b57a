import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { findInJsonLd } from './jsonLd';

export type ExtractedArticle = {
  title: string;
  /** ISO 8601 when the page states a publication date; null when it does not. */
  date: string | null;
  /** The article's text: paragraphs and headings, one per line pair. */
  content: string;
  byline: string | null;
};

type LooseDocument = {
  querySelector: (selector: string) => { getAttribute: (name: string) => string | null } | null;
  querySelectorAll: (selector: string) => ArrayLike<{ textContent: string | null }>;
};

/** A date as ISO 8601, or null when it does not parse. */
function isoDate(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** `datePublished` from JSON-LD blocks, including arrays and `@graph` lists. */
const jsonLdDate = (document: LooseDocument) =>
  findInJsonLd(document, (record) =>
    isoDate(typeof record.datePublished === 'string' ? record.datePublished : null),
  );

/**
 * The publication date: `article:published_time` (and its look-alikes), then JSON-LD's
 * `datePublished`, then the first `<time datetime>`.
 */
export function publicationDate(document: LooseDocument): string | null {
  const meta = [
    'meta[property="article:published_time"]',
    'meta[name="article:published_time"]',
    'meta[property="og:article:published_time"]',
    'meta[itemprop="datePublished"]',
    'meta[name="date"]',
    'meta[name="dc.date"]',
  ];
  for (const selector of meta) {
    const date = isoDate(document.querySelector(selector)?.getAttribute('content'));
    if (date) return date;
  }
  return (
    jsonLdDate(document) ??
    isoDate(
      document.querySelector('article time[datetime], time[datetime]')?.getAttribute('datetime'),
    )
  );
}

/** Shorter text is a caption, a teaser or a banner, not an article (the Prompt Manager's rule too). */
export const MIN_ARTICLE_CHARS = 200;

/** Parts of a page that are never the article, whatever Readability thinks of their text. */
const NEVER_ARTICLE = [
  'script',
  'style',
  'noscript',
  'template',
  'form',
  'nav',
  'aside',
  'footer',
  'dialog',
  '[role="navigation"]',
  '[role="contentinfo"]',
  '[role="banner"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[aria-modal="true"]',
  '[hidden]',
  '[aria-hidden="true"]',
].join(', ');

/** Class or id words of cookie banners, share bars, newsletter boxes, bylines and the like. */
const FURNITURE_NAME =
  /(?:^|[^a-z])(cookies?|consent|gdpr|newsletter|subscribe|subscription|signup|sign-up|share|sharing|social|byline|author|related|promo|advert|paywall|comments?|breadcrumbs?)(?:[^a-z]|$)/i;

/** Lines of page furniture that sit inside the article's own block. */
const FURNITURE_LINE =
  /^(?:share(?: this| on\b| via\b|$)|sign up\b|subscribe\b|follow us\b|get our newsletter|advertisement$|read more$|related:)/i;

type LooseElement = {
  tagName: string;
  textContent: string | null;
  getAttribute: (name: string) => string | null;
  querySelector: (selector: string) => LooseElement | null;
  closest: (selector: string) => LooseElement | null;
  remove: () => void;
};
type RemovableDocument = Omit<LooseDocument, 'querySelectorAll'> & {
  querySelectorAll: (selector: string) => ArrayLike<LooseElement>;
};

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const withoutBy = (text: string) => text.replace(/^by\s+/i, '').trim();

/** The byline: the page's author meta tags, else a byline element, else null. */
function pageByline(document: RemovableDocument): string | null {
  for (const selector of [
    'meta[name="author"]',
    'meta[property="article:author"]',
    'meta[name="article:author"]',
    'meta[name="parsely-author"]',
    'meta[name="byl"]',
  ]) {
    const value = clean(document.querySelector(selector)?.getAttribute('content'));
    // article:author is often the author's page, not a name.
    if (value && !/^https?:\/\//i.test(value)) return withoutBy(value);
  }
  const element = document.querySelectorAll('.byline, [rel="author"], [itemprop="author"]')[0];
  const text = withoutBy(clean(element?.textContent));
  return text && text.length <= 200 ? text : null;
}

/** Takes out what is never the article, so Readability cannot mistake it for one. */
function removeFurniture(document: RemovableDocument): void {
  for (const el of Array.from(document.querySelectorAll(NEVER_ARTICLE))) el.remove();
  // The site's header (an article's own header is content).
  for (const el of Array.from(document.querySelectorAll('header'))) {
    if (!el.closest('article, main, [role="main"]')) el.remove();
  }
  for (const el of Array.from(document.querySelectorAll('[class], [id]'))) {
    if (/^(?:html|body|main|article)$/i.test(el.tagName)) continue;
    const names = `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;
    if (!FURNITURE_NAME.test(names) || el.querySelector('article, main, h1')) continue;
    el.remove();
  }
}

/**
 * The article of a page, or null when it has none: Mozilla's Readability (Firefox's reader view)
 * on a linkedom document from which cookie banners, navigation, footers, share bars, newsletter
 * boxes and bylines were taken out first. Text under 200 characters is no article (a chart page,
 * an index, a page that did not load). The one reading of an article for the scraper and the
 * Prompt Manager.
 */
export function extractArticle(html: string): ExtractedArticle | null {
  const { document } = parseHTML(html);
  const loose = document as unknown as RemovableDocument;
  // Readability changes the document it reads; date and byline are read before.
  const date = publicationDate(loose);
  const byline = pageByline(loose);
  removeFurniture(loose);
  const parsed = new Readability(
    document as unknown as ConstructorParameters<typeof Readability>[0],
  ).parse();
  if (!parsed?.content) return null;
  const { document: body } = parseHTML(
    `<!doctype html><html><body>${parsed.content}</body></html>`,
  );
  const bylineLine = byline ? new RegExp(`^(?:by\\s+)?${escapeRegExp(byline)}$`, 'i') : null;
  const blocks = [...body.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, blockquote')]
    .filter((el) => !el.querySelector('p, li'))
    .map((el) => clean(el.textContent))
    .filter((line) => line && !FURNITURE_LINE.test(line) && !bylineLine?.test(line));
  const content = blocks.length ? blocks.join('\n\n') : clean(parsed.textContent);
  if (content.length < MIN_ARTICLE_CHARS) return null;
  return {
    title: clean(parsed.title),
    date,
    content,
    byline: byline ?? (withoutBy(clean(parsed.byline)) || null),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
