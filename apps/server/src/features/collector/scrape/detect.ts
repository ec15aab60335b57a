import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { MIN_CHART_SIDE_PX, SCRAPE_SKIP_REASONS, type ScrapeSkipReason } from '@dsb/core';
import { classifyImage, markupSize } from './classify';
import { chartContext, cleanText, ownLabel } from './context';
import { baseUrlOf, imageSourceOf, isImageFileUrl, pixelSize, resolveUrl } from './imageSources';
import { inlineSvgChart } from './svg';

export type ChartCandidate = {
  /** Absolute address of the image; null for an inline SVG (its markup is in `svgMarkup`). */
  mediaURL: string | null;
  /** A standalone SVG document, for an inline SVG chart (rasterised to PNG when stored). */
  svgMarkup?: string;
  label: string;
  description: string;
  /** Size stated by the markup, when it states one; the downloaded file's size is checked later. */
  width: number | null;
  height: number | null;
  /** The address names an image file (a "direct download"). */
  isDirectDownload: boolean;
  /**
   * A furniture word in its names ('share', 'logo' ...) while its size was unknown: the
   * downloaded image is skipped as a logo or icon unless it is chart-shaped.
   */
  nameHint?: string;
  foundIn: 'img' | 'picture' | 'noscript' | 'link' | 'svg' | 'og:image' | 'twitter:image';
};

export type SkippedImage = {
  mediaURL: string | null;
  label: string;
  reason: ScrapeSkipReason;
  /** What gave it away, for the debug log. */
  why: string;
};

export type ChartDetection = {
  charts: ChartCandidate[];
  skipped: SkippedImage[];
  /** The steps of detection in words: the result's processingDetails.chartDetection.debugLog. */
  debugLog: string[];
};

/** Parses HTML the way a browser without scripts does, so `<noscript>` images are elements. */
export function parseHtml(html: string): CheerioAPI {
  return load(html, { scriptingEnabled: false });
}

/**
 * Finds the charts of a web page: `<img>` (with srcset, `<picture>`, lazy-loading attributes and
 * `<noscript>` copies), inline `<svg>` charts, and, on a page with no chart in its body, the
 * page's `og:image` / `twitter:image` unless that is the site's logo or default share image.
 * Everything else that looks like an image is reported as skipped with its reason
 * (docs/product/data-collector.md). Pure: no fetching. Takes the HTML or the page already parsed by
 * `parseHtml`.
 */
export function detectCharts(page: string | CheerioAPI, pageUrl: string): ChartDetection {
  const $ = typeof page === 'string' ? parseHtml(page) : page;
  const base = baseUrlOf($, pageUrl);
  const charts: ChartCandidate[] = [];
  const skipped: SkippedImage[] = [];
  const debugLog: string[] = [];
  const seen = new Set<string>();
  const log = (line: string) => debugLog.push(line);

  log(
    `Page ${pageUrl}${base !== pageUrl ? ` (base ${base})` : ''}: ${$('img').length} <img>, ` +
      `${$('picture').length} <picture>, ${$('svg').not('svg svg').length} inline <svg>`,
  );
  const skip = (
    mediaURL: string | null,
    label: string,
    verdict: { reason: ScrapeSkipReason; why: string },
  ) => {
    skipped.push({ mediaURL, label, ...verdict });
    log(`${verdict.reason}: ${mediaURL ?? label} (${verdict.why})`);
  };
  const add = (chart: ChartCandidate, labelFrom: string) => {
    charts.push(chart);
    const size = chart.width ? ` ${chart.width} x ${chart.height ?? '?'}` : '';
    log(
      `Chart from ${chart.foundIn}${size}: "${chart.label}" (label from ${labelFrom}) ${chart.mediaURL ?? 'inline SVG'}`,
    );
  };

  let heading = '';
  $('h1, h2, h3, h4, h5, h6, img, svg').each((_i, node) => {
    const el = $(node);
    if (/^h[1-6]$/.test(node.tagName)) {
      heading = cleanText(el.text());
      return;
    }
    if (node.tagName === 'svg') {
      if (el.parents('svg').length > 0) return;
      const verdict = inlineSvgChart($, el);
      if ('skip' in verdict) return skip(null, ownLabel(el, null) || 'inline SVG', verdict.skip);
      const context = chartContext($, el, heading, null);
      return add(
        {
          mediaURL: null,
          svgMarkup: verdict.chart.markup,
          label: context.label,
          description: context.description,
          width: verdict.chart.width,
          height: verdict.chart.height,
          isDirectDownload: false,
          foundIn: 'svg',
        },
        context.labelFrom,
      );
    }
    handleImg($, el, base, heading, seen, skip, add);
  });

  if (charts.length === 0) socialImage($, base, seen, skipped, skip, add);
  log(`Found ${charts.length} chart(s), skipped ${skipped.length} image(s)`);
  return { charts, skipped, debugLog };
}

function handleImg(
  $: CheerioAPI,
  img: Cheerio<Element>,
  base: string,
  heading: string,
  seen: Set<string>,
  skip: (
    url: string | null,
    label: string,
    verdict: { reason: ScrapeSkipReason; why: string },
  ) => void,
  add: (chart: ChartCandidate, labelFrom: string) => void,
) {
  const inNoscript = img.parents('noscript').length > 0;
  const source = imageSourceOf($, img, base);
  // A lazy loader's placeholder whose real image is in a <noscript> beside it: that copy is used.
  if (source.placeholderOnly && img.parent().find('noscript img').length > 0) return;
  // A thumbnail linking to the full-size image: the full size is the chart.
  const link = resolveUrl(img.closest('a[href]').attr('href'), base);
  const linked = link && isImageFileUrl(link) ? link : null;
  const url = linked ?? source.url;
  if (url && seen.has(url)) {
    // The <noscript> copy of an image already taken is the same image, not a duplicate.
    if (inNoscript) return;
    return skip(url, cleanText(img.attr('alt') ?? ''), {
      reason: SCRAPE_SKIP_REASONS.duplicate,
      why: 'the same address appeared earlier on the page',
    });
  }
  const size = markupSize(img, source.srcsetWidth);
  // Attributes size the thumbnail, not the linked full-size image.
  const verdict = classifyImage(img, url, linked ? { width: null, height: null } : size);
  // A skipped image is named by its own texts only: a heading or figure title is the chart's.
  if (verdict && 'reason' in verdict) return skip(url, ownLabel(img, url), verdict);
  const context = chartContext($, img, heading, url);
  seen.add(url!);
  add(
    {
      mediaURL: url!,
      label: context.label,
      description: context.description,
      width: linked ? null : size.width,
      height: linked ? null : size.height,
      isDirectDownload: isImageFileUrl(url!),
      ...(verdict && { nameHint: verdict.word }),
      foundIn: linked
        ? 'link'
        : inNoscript
          ? 'noscript'
          : source.via === 'picture'
            ? 'picture'
            : 'img',
    },
    context.labelFrom,
  );
}

/**
 * Words in the address of a site-wide sharing image rather than a page's own picture: the logo,
 * an icon, or the default card a site shows for pages without one.
 */
const SITE_SHARE_IMAGE =
  /(?:^|[^a-z])(logos?|icons?|favicons?|brand|branding|default|placeholder|fallback|generic|apple-touch-icon|site[-_]?(?:image|card|share))(?:[^a-z]|$)/i;

/** Why a page's sharing image is the site's logo or default image, or null when it is not. */
export function siteShareImage(
  $: CheerioAPI,
  url: string,
  base: string,
  skipped: readonly SkippedImage[],
): string | null {
  const path = new URL(url).pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the raw path still shows the words.
  }
  const named = SITE_SHARE_IMAGE.exec(decoded);
  if (named) return `a site-wide sharing image named '${named[1]}'`;
  const icons = $('link[rel][href]')
    .toArray()
    .filter((el) => /\b(?:icon|apple-touch-icon|logo)\b/i.test($(el).attr('rel') ?? ''))
    .map((el) => resolveUrl($(el).attr('href'), base));
  if (icons.includes(url)) return "the site's icon";
  const logo = skipped.some(
    (s) => s.mediaURL === url && s.reason === SCRAPE_SKIP_REASONS.logoOrIcon,
  );
  return logo ? "the same image as the page's logo" : null;
}

/**
 * A page whose only chart is its sharing image (og:image, twitter:image), as many chart pages are;
 * not when that is the site's logo or default share image, nor when it says it is under 200 px.
 */
function socialImage(
  $: CheerioAPI,
  base: string,
  seen: Set<string>,
  skipped: readonly SkippedImage[],
  skip: (
    url: string | null,
    label: string,
    verdict: { reason: ScrapeSkipReason; why: string },
  ) => void,
  add: (chart: ChartCandidate, labelFrom: string) => void,
) {
  const meta = (...names: string[]) => {
    for (const name of names) {
      const value = $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content');
      if (value?.trim()) return value.trim();
    }
    return '';
  };
  const og = meta('og:image:secure_url', 'og:image', 'og:image:url');
  const twitter = meta('twitter:image', 'twitter:image:src');
  const url = resolveUrl(og || twitter, base);
  if (!url || url.startsWith('data:') || seen.has(url)) return;
  seen.add(url);
  const title = cleanText(meta('og:title', 'twitter:title') || $('title').first().text());
  const foundIn = og ? 'og:image' : 'twitter:image';
  const siteImage = siteShareImage($, url, base, skipped);
  if (siteImage) {
    return skip(url, title, {
      reason: SCRAPE_SKIP_REASONS.logoOrIcon,
      why: `${foundIn}: ${siteImage}`,
    });
  }
  const width = pixelSize(meta('og:image:width'));
  const height = pixelSize(meta('og:image:height'));
  if (Math.min(width ?? Infinity, height ?? Infinity) < MIN_CHART_SIDE_PX) {
    return skip(url, title, {
      reason: SCRAPE_SKIP_REASONS.tooSmall,
      why: `${foundIn} states ${width ?? '?'} x ${height ?? '?'} px`,
    });
  }
  add(
    {
      mediaURL: url,
      label: title,
      description: cleanText(meta('og:description', 'twitter:description', 'description')),
      width,
      height,
      isDirectDownload: isImageFileUrl(url),
      foundIn,
    },
    'og:title',
  );
}
