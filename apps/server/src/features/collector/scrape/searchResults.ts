import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { MAX_SEARCH_RESULT_URLS } from '@dsb/core';
import { baseUrlOf, resolveUrl } from './imageSources';
import { pageKey, sameSite } from './pagination';

/** Landmarks whose links are the site's furniture, never a result. */
const FURNITURE =
  'nav, aside, form, [role="navigation"], [role="banner"], [role="contentinfo"], [role="search"], [role="complementary"], menu';
/** Class or id words of containers that hold navigation rather than results. */
const FURNITURE_NAMES = new Set([
  'nav',
  'navbar',
  'navigation',
  'menu',
  'breadcrumb',
  'breadcrumbs',
  'pagination',
  'pager',
  'share',
  'sharing',
  'social',
  'tags',
  'taglist',
  'sidebar',
  'related',
  'filter',
  'filters',
  'facet',
  'facets',
  'skip',
]);
/** Path segments of pages that list or frame content rather than being it. */
const NOT_RESULT_SEGMENT =
  /^(?:tags?|topics?|authors?|people|profiles?|category|categories|sections?|login|log-in|logout|signin|sign-in|signup|sign-up|register|account|my-account|subscribe|subscriptions?|newsletters?|search|feed|rss|share|contact|about|about-us|privacy|privacy-policy|terms|cookies|cookie-policy|help|page|wp-login\.php)$/i;
/** Query parameters of pagination, searching, sorting, sharing and signing in. */
const NOT_RESULT_PARAMS = new Set([
  'page',
  'paged',
  'p',
  's',
  'q',
  'query',
  'search',
  'sort',
  'order',
  'filter',
  'share',
  'replytocom',
  'login',
  'redirect_to',
]);
/** Addresses of files, not pages. */
const FILE_EXTENSION =
  /\.(?:pdf|jpe?g|png|gif|webp|svg|zip|csv|xlsx?|docx?|pptx?|mp[34]|xml|json|txt)$/i;
const REL_NOT_RESULT = new Set([
  'tag',
  'author',
  'next',
  'prev',
  'previous',
  'sponsored',
  'category',
]);

/** Class and id words of an element and its ancestors, split at '-', '_' and spaces. */
function namesOf(el: Cheerio<Element>): string[] {
  const names: string[] = [];
  el.parents()
    .addBack()
    .each((_i, node) => {
      const attribs = 'attribs' in node ? node.attribs : {};
      const value = `${attribs.class ?? ''} ${attribs.id ?? ''}`.toLowerCase();
      names.push(...value.split(/[\s_-]+/).filter(Boolean));
    });
  return names;
}

/** True in the page's own header or footer; an article's (a result card's) header is content. */
function inHeaderOrFooter(link: Cheerio<Element>): boolean {
  const landmark = link.closest('header, footer');
  return landmark.length > 0 && landmark.closest('article, li').length === 0;
}

/** Why a link is not a result, or null when it is one. */
function notResult(link: Cheerio<Element>, url: string, searchUrl: string): string | null {
  if (!sameSite(url, searchUrl)) return 'another site';
  if (pageKey(url) === pageKey(searchUrl)) return 'the search page itself';
  const parsed = new URL(url);
  if (parsed.pathname === '/' || parsed.pathname === '') return 'the home page';
  if (FILE_EXTENSION.test(parsed.pathname)) return 'a file';
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (segments.some((s) => NOT_RESULT_SEGMENT.test(s))) return 'a tag, author or site page';
  if ([...parsed.searchParams.keys()].some((k) => NOT_RESULT_PARAMS.has(k.toLowerCase()))) {
    return 'a pagination, search or login link';
  }
  const rel = (link.attr('rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.some((r) => REL_NOT_RESULT.has(r))) return `rel="${rel.join(' ')}"`;
  if (link.closest(FURNITURE).length > 0 || inHeaderOrFooter(link)) return 'site navigation';
  if (namesOf(link).some((name) => FURNITURE_NAMES.has(name))) return 'site navigation';
  return null;
}

/**
 * The result links of a search-results page: links to pages on the same site, in page order,
 * once each, at most `limit`, leaving out the site's navigation, header and footer, tag, author
 * and category pages, pagination, search, login and share links, and files. Within `<main>`
 * when the page has one. Pure.
 */
export function searchResultLinks(
  $: CheerioAPI,
  searchUrl: string,
  limit = MAX_SEARCH_RESULT_URLS,
): string[] {
  const base = baseUrlOf($, searchUrl);
  const main = $('main, [role="main"]').first();
  const scope = main.length > 0 && main.find('a[href]').length > 0 ? main : $('body');
  const found = new Map<string, string>();
  for (const el of scope.find('a[href]').toArray()) {
    const link = $(el);
    const url = resolveUrl(link.attr('href'), base);
    if (!url || url.startsWith('data:')) continue;
    if (notResult(link, url, searchUrl)) continue;
    const key = pageKey(url);
    if (!found.has(key)) found.set(key, url);
    if (found.size >= limit) break;
  }
  return [...found.values()];
}
