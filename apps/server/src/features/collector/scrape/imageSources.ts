import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

/** One entry of a `srcset`: its URL and its width (`800w`) or density (`2x`) descriptor. */
export type SrcsetCandidate = { url: string; width?: number; density?: number };

/**
 * Parses a `srcset` as browsers do: a URL runs to the next whitespace (so commas inside URLs,
 * as image CDNs write them, survive), then descriptors run to the next comma.
 */
export function parseSrcset(value: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i]!)) i++;
    const start = i;
    while (i < value.length && !/\s/.test(value[i]!)) i++;
    let url = value.slice(start, i);
    let descriptors = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      const end = value.indexOf(',', i);
      descriptors = value.slice(i, end === -1 ? value.length : end);
      i = end === -1 ? value.length : end + 1;
    }
    if (!url) continue;
    const candidate: SrcsetCandidate = { url };
    const width = /(\d+)w\b/.exec(descriptors);
    const density = /(\d+(?:\.\d+)?)x\b/.exec(descriptors);
    if (width) candidate.width = Number(width[1]);
    if (density) candidate.density = Number(density[1]);
    candidates.push(candidate);
  }
  return candidates;
}

/** The largest candidate: by width, else by density; a bare URL counts as 1x. */
export function largestCandidate<T extends SrcsetCandidate>(candidates: T[]): T | undefined {
  const size = (c: SrcsetCandidate) => c.width ?? (c.density ?? 1) * 1e-6;
  return candidates.reduce<T | undefined>(
    (best, c) => (!best || size(c) > size(best) ? c : best),
    undefined,
  );
}

/** An absolute http(s) or data URL without its fragment, or null when it is not one. */
export function resolveUrl(raw: string | undefined, base: string): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('data:')) return value;
  try {
    const url = new URL(value, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/** The address relative URLs resolve against: `<base href>` (itself relative to the page). */
export function baseUrlOf($: CheerioAPI, pageUrl: string): string {
  return resolveUrl($('base[href]').first().attr('href'), pageUrl) ?? pageUrl;
}

const LAZY_SRC_ATTRIBUTES = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-url'];
const LAZY_SRCSET_ATTRIBUTES = ['data-srcset', 'data-lazy-srcset'];
/** `src` values lazy loaders put in before the real image arrives. */
const PLACEHOLDER =
  /^data:|(?:placeholder|blank|spacer|transparent|lazy[-_]?load|loading)\.(?:gif|png|svg|jpe?g)/i;

export type ImageSource = {
  /** The chosen address, absolute; null when the element names none that can be fetched. */
  url: string | null;
  /** Width of the chosen srcset entry, when it has a `w` descriptor. */
  srcsetWidth?: number;
  via: 'srcset' | 'picture' | 'lazy' | 'src' | 'none';
  /** The element only held a lazy loader's placeholder. */
  placeholderOnly: boolean;
};

/**
 * The best address of an `<img>`: the largest entry of its own `srcset`/`data-srcset` and of its
 * `<picture>`'s `<source>`s, else a lazy loader's `data-src` (or similar), else `src` unless it is a
 * placeholder.
 */
export function imageSourceOf($: CheerioAPI, img: Cheerio<Element>, baseUrl: string): ImageSource {
  const srcsets: Array<{ value: string; fromPicture: boolean }> = [];
  for (const name of ['srcset', ...LAZY_SRCSET_ATTRIBUTES]) {
    const value = img.attr(name);
    if (value) srcsets.push({ value, fromPicture: false });
  }
  const picture = img.parent('picture');
  picture.children('source').each((_i, source) => {
    for (const name of ['srcset', ...LAZY_SRCSET_ATTRIBUTES]) {
      const value = $(source).attr(name);
      if (value) srcsets.push({ value, fromPicture: true });
    }
  });
  const candidates = srcsets.flatMap(({ value, fromPicture }) =>
    parseSrcset(value).map((c) => ({ ...c, fromPicture })),
  );
  const best = largestCandidate(candidates.filter((c) => !PLACEHOLDER.test(c.url)));
  const bestUrl = best && resolveUrl(best.url, baseUrl);
  if (best && bestUrl) {
    return {
      url: bestUrl,
      srcsetWidth: best.width,
      via: best.fromPicture ? 'picture' : 'srcset',
      placeholderOnly: false,
    };
  }
  for (const name of LAZY_SRC_ATTRIBUTES) {
    const url = resolveUrl(img.attr(name), baseUrl);
    if (url && !url.startsWith('data:')) return { url, via: 'lazy', placeholderOnly: false };
  }
  const src = img.attr('src')?.trim();
  if (src && !PLACEHOLDER.test(src)) {
    return { url: resolveUrl(src, baseUrl), via: 'src', placeholderOnly: false };
  }
  return { url: src?.startsWith('data:') ? src : null, via: 'none', placeholderOnly: !!src };
}

const IMAGE_EXTENSION = /\.(?:png|jpe?g|gif|webp|avif|svg|bmp|tiff?)$/i;

/** True when the URL's path names an image file (a "direct download"). */
export function isImageFileUrl(url: string): boolean {
  try {
    return IMAGE_EXTENSION.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** A pixel size from an attribute like `640` or `640px`; null for `100%`, `auto` or nothing. */
export function pixelSize(value: string | undefined): number | null {
  const match = value && /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value);
  return match ? Math.round(Number(match[1])) : null;
}
