import type { Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import { MIN_CHART_SIDE_PX, SCRAPE_SKIP_REASONS, type ScrapeSkipReason } from '@dsb/core';
import { pixelSize } from './imageSources';

/**
 * Why an image is not a chart: the reason the results show and, for the debug log, what gave it
 * away.
 */
export type SkipVerdict = { reason: ScrapeSkipReason; why: string };

/**
 * A furniture word in the image's names ('share', 'icon', 'logo' ...) when its size is not
 * known yet: it decides only once the downloaded image turns out not to be chart-shaped.
 */
export type NameHint = { word: string };

/** An image longer than this many times its other side is a banner or a wordmark, not a chart. */
const MAX_CHART_ASPECT = 4;
/** Square images with a furniture name under this size are avatars, badges or app icons. */
const MIN_NAMED_SQUARE_PX = 400;

/**
 * Whether an image of this size can be a chart although its names say logo, icon or share:
 * at least 200 px on each side, not a strip, and (with such a name) not a small square.
 */
export function chartShaped(width: number, height: number, named: boolean): boolean {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (short < MIN_CHART_SIDE_PX || long > short * MAX_CHART_ASPECT) return false;
  return !(named && long < MIN_NAMED_SQUARE_PX && long < short * 1.2);
}

/** Words that name site furniture rather than content, as whole words in names and paths. */
const FURNITURE =
  /(?:^|[^a-z])(logos?|icons?|favicons?|avatars?|sprites?|badges?|emojis?|gravatars?|headshots?|authors?|bylines?|social|share|spinner|loader|profile[-_]?(?:pic|photo|image)s?)(?:[^a-z]|$)/i;

/** Hosts and paths of analytics beacons: 'images' that only count page views. */
const TRACKER_HOSTS =
  /(?:^|\.)(?:doubleclick\.net|google-analytics\.com|googletagmanager\.com|scorecardresearch\.com|quantserve\.com|facebook\.com|bat\.bing\.com|pixel\.wp\.com|analytics\.[a-z.]+|stats\.[a-z.]+)$/i;
const TRACKER_PATH =
  /(?:^|\/)(?:pixel|beacon|track(?:ing)?|1x1|spacer|clear)(?:\.gif|\.png|\/|$|\?)/i;

/** File types that are never images, whatever the markup says. */
const NOT_IMAGE_EXTENSION = /\.(?:html?|php|aspx?|js|css|json|pdf|txt|xml|mp4|webm|mp3|zip)$/i;

/** Landmarks of site furniture; a header inside the article is content. */
const FURNITURE_LANDMARKS =
  'nav, footer, [role="navigation"], [role="banner"], [role="contentinfo"], .site-header, .site-footer, .masthead';

/** The element and its two nearest ancestors' class and id, where themes name logos and avatars. */
function namesAround(el: Cheerio<Element>): string {
  const names: string[] = [];
  let node: Cheerio<Element> = el;
  for (let depth = 0; depth < 3 && node.length > 0; depth++) {
    names.push(node.attr('class') ?? '', node.attr('id') ?? '');
    node = node.parent();
  }
  return names.join(' ');
}

function pathOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return url;
  }
}

/** True inside the page's own header, navigation or footer (not an article's header). */
function inSiteFurniture(el: Cheerio<Element>): boolean {
  if (el.closest(FURNITURE_LANDMARKS).length > 0) return true;
  const header = el.closest('header');
  return header.length > 0 && header.closest('article, main, [role="main"]').length === 0;
}

/**
 * The rules an `<img>` must pass to be a chart candidate, in order: an address that is an image,
 * not a tracking pixel, not in the site's header, navigation or footer, not a photograph, and not
 * smaller than 200 px on a side when the markup states its size (the downloaded file's real size
 * is checked again later). Names come last: a furniture word ('share', 'icon', 'logo' ...) in the
 * address, classes or alt skips an image only when its size is not a chart's; when the markup
 * states no size, the answer is a `NameHint` that the downloaded size settles.
 */
export function classifyImage(
  img: Cheerio<Element>,
  url: string | null,
  knownSize: { width: number | null; height: number | null },
): SkipVerdict | NameHint | null {
  if (!url || url.startsWith('data:')) {
    return { reason: SCRAPE_SKIP_REASONS.notAnImage, why: 'no address that can be fetched' };
  }
  const { hostname } = new URL(url);
  const path = pathOf(url);
  if (NOT_IMAGE_EXTENSION.test(path)) {
    return { reason: SCRAPE_SKIP_REASONS.notAnImage, why: 'the address is not an image file' };
  }
  const { width, height } = knownSize;
  const hidden = /display\s*:\s*none|visibility\s*:\s*hidden/i.test(img.attr('style') ?? '');
  if (
    TRACKER_HOSTS.test(hostname) ||
    TRACKER_PATH.test(path) ||
    hidden ||
    (width !== null && width <= 2) ||
    (height !== null && height <= 2)
  ) {
    return { reason: SCRAPE_SKIP_REASONS.notAnImage, why: 'a tracking pixel' };
  }
  if (inSiteFurniture(img)) {
    return {
      reason: SCRAPE_SKIP_REASONS.logoOrIcon,
      why: "in the site's header, navigation or footer",
    };
  }
  // Alt text describes content ("the share of teens ..."), so only the plainest words count there.
  const alt = /\b(logo|icon|avatar)\b/i.exec(img.attr('alt') ?? '');
  const furniture = FURNITURE.exec(`${namesAround(img)} ${path}`) ?? alt;
  const named = furniture
    ? { reason: SCRAPE_SKIP_REASONS.logoOrIcon, why: `named '${furniture[1]}'` }
    : null;
  const small = Math.min(width ?? Infinity, height ?? Infinity) < MIN_CHART_SIDE_PX;
  const fullySized = width !== null && height !== null;
  if (named && (small || (fullySized && !chartShaped(width, height, true)))) {
    return fullySized ? { ...named, why: `${named.why}, ${width} x ${height} px` } : named;
  }
  if (isPhotograph(img)) {
    return { reason: SCRAPE_SKIP_REASONS.notAnImage, why: 'a photograph, not a chart' };
  }
  if (small) return tooSmall(width, height);
  // One side or none says little of the shape: the downloaded image decides.
  return named && !fullySized ? { word: furniture![1]! } : null;
}

function tooSmall(width: number | null, height: number | null): SkipVerdict {
  return {
    reason: SCRAPE_SKIP_REASONS.tooSmall,
    why: `${width ?? '?'} x ${height ?? '?'} px in the markup`,
  };
}

/** Photo credits in a caption, or a figure its page calls a photo: news pages' pictures. */
const PHOTO_CREDIT = /\bphoto(?:graph)?s?\s*(?:by\b|:)|\bphoto illustration\b/i;
const PHOTO_NAME = /(?:^|[^a-z])photo(?:graph)?s?(?:[^a-z]|$)/i;

function isPhotograph(img: Cheerio<Element>): boolean {
  const figure = img.closest('figure');
  const caption = figure.find('figcaption').first().text();
  return (
    PHOTO_CREDIT.test(caption) ||
    PHOTO_NAME.test(`${figure.attr('class') ?? ''} ${namesAround(img)}`)
  );
}

/** The size an `<img>`'s markup states: width/height attributes, else its srcset entry's width. */
export function markupSize(
  img: Cheerio<Element>,
  srcsetWidth: number | undefined,
): { width: number | null; height: number | null } {
  const width = pixelSize(img.attr('width'));
  const height = pixelSize(img.attr('height'));
  if (srcsetWidth !== undefined && (width === null || srcsetWidth > width)) {
    // A larger srcset entry was chosen: scale the stated height with it.
    const scaled = width && height ? Math.round((height * srcsetWidth) / width) : null;
    return { width: srcsetWidth, height: scaled };
  }
  return { width, height };
}
