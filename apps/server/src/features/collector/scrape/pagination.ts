import type { CheerioAPI } from 'cheerio';
import { baseUrlOf, resolveUrl } from './imageSources';

/** Link texts of a "next page" control: 'Next', 'Next page', '›', '»' (with an arrow or not). */
const NEXT_TEXT = /^(?:next(?:\s+page)?(?:\s*[›»>→])?|[›»→]|next\s*[›»>→]{1,2})$/i;
/** Elements a reader cannot see, whose links are no page's visible 'Next'. */
const HIDDEN =
  '[hidden], [aria-hidden="true"], template, noscript, [style*="display:none"], [style*="display: none"]';

/** A host without its leading 'www.', so example.org and www.example.org are the same site. */
export const siteOf = (url: string) => new URL(url).hostname.replace(/^www\./i, '').toLowerCase();

/** The same site: same host (ignoring 'www.') and an http(s) address. */
export function sameSite(url: string, pageUrl: string): boolean {
  try {
    return /^https?:$/.test(new URL(url).protocol) && siteOf(url) === siteOf(pageUrl);
  } catch {
    return false;
  }
}

/** A URL as the visited set compares it: without its fragment. */
export function pageKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

export type NextPage = { url: string; via: 'link rel=next' | 'a rel=next' | 'next link' };

/**
 * The page after this one in a paginated report or listing: `<link rel="next">`, else an
 * `<a rel="next">`, else a visible link reading 'Next', 'Next page' or '›'. Only a link on the
 * same site that is not this page counts; null when there is none. Pure: the caller keeps the
 * visited set that stops loops.
 */
export function nextPageOf($: CheerioAPI, pageUrl: string): NextPage | null {
  const base = baseUrlOf($, pageUrl);
  const here = pageKey(pageUrl);
  const usable = (href: string | undefined) => {
    const url = resolveUrl(href, base);
    return url && !url.startsWith('data:') && sameSite(url, pageUrl) && pageKey(url) !== here
      ? url
      : null;
  };
  const relNext = (selector: string) => {
    for (const el of $(selector).toArray()) {
      const rel = ($(el).attr('rel') ?? '').toLowerCase().split(/\s+/);
      if (!rel.includes('next')) continue;
      const url = usable($(el).attr('href'));
      if (url) return url;
    }
    return null;
  };
  const fromLink = relNext('link[rel][href]');
  if (fromLink) return { url: fromLink, via: 'link rel=next' };
  const fromAnchor = relNext('a[rel][href]');
  if (fromAnchor) return { url: fromAnchor, via: 'a rel=next' };
  for (const el of $('a[href]').toArray()) {
    const link = $(el);
    if (link.closest(HIDDEN).length > 0) continue;
    const text = (link.text() || link.attr('aria-label') || link.attr('title') || '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!NEXT_TEXT.test(text)) continue;
    const url = usable(link.attr('href'));
    if (url) return { url, via: 'next link' };
  }
  return null;
}

/** The directory of a path: '/report/part-2.html' is in '/report/'. */
const folderOf = (url: URL) => url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);

/**
 * The page before this one when this page is a later page of the same paginated document: a
 * `rel="prev"` link (in the head or the page) on the same site and in the same folder (a blog's
 * link to the previous post is elsewhere). Null on a first page.
 */
export function previousPageOf($: CheerioAPI, pageUrl: string): string | null {
  const base = baseUrlOf($, pageUrl);
  for (const el of $('link[rel][href], a[rel][href]').toArray()) {
    const rel = ($(el).attr('rel') ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('prev') && !rel.includes('previous')) continue;
    const url = resolveUrl($(el).attr('href'), base);
    if (!url || url.startsWith('data:') || !sameSite(url, pageUrl)) continue;
    if (pageKey(url) === pageKey(pageUrl)) continue;
    if (folderOf(new URL(url)) === folderOf(new URL(pageUrl))) return url;
  }
  return null;
}
