import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { MIN_CHART_SIDE_PX, SCRAPE_SKIP_REASONS } from '@dsb/core';
import type { SkipVerdict } from './classify';
import { pixelSize } from './imageSources';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
/** Icons are drawn on small grids (16, 24, 48 ...). */
const ICON_SIDE = 64;
const SHAPES = 'rect, path, circle, line, polyline, polygon, ellipse';
const CHART_WORDS = /chart|graph|plot|figure|viz|visuali[sz]ation|axis|bar|line|scatter|map/i;

export type InlineSvg = {
  width: number | null;
  height: number | null;
  /** Standalone SVG document (namespaces declared) that sharp can rasterise later. */
  markup: string;
};

/** Size from width/height attributes, else from the viewBox. */
function svgSize(svg: Cheerio<Element>): { width: number | null; height: number | null } {
  const viewBox = (svg.attr('viewBox') ?? svg.attr('viewbox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const fromViewBox = viewBox.length === 4 && viewBox.every(Number.isFinite);
  return {
    width: pixelSize(svg.attr('width')) ?? (fromViewBox ? Math.round(viewBox[2]!) : null),
    height: pixelSize(svg.attr('height')) ?? (fromViewBox ? Math.round(viewBox[3]!) : null),
  };
}

/**
 * Decides whether an inline `<svg>` is a chart: big enough, drawn with several shapes, and with
 * text (axis labels, values) or a name that says chart. Icons, logos and decorations are skipped.
 */
export function inlineSvgChart(
  $: CheerioAPI,
  svg: Cheerio<Element>,
): { chart: InlineSvg } | { skip: SkipVerdict } {
  const { width, height } = svgSize(svg);
  const shapes = svg.find(SHAPES).length;
  const texts = svg.find('text').length;
  const names = `${svg.attr('class') ?? ''} ${svg.attr('id') ?? ''} ${svg.attr('aria-label') ?? ''} ${svg.parent().attr('class') ?? ''}`;
  const onlyUses = shapes === 0 && svg.find('use').length > 0;
  const smallest = Math.min(width ?? Infinity, height ?? Infinity);
  if (onlyUses || smallest <= ICON_SIDE || /logo|icon/i.test(names)) {
    return { skip: { reason: SCRAPE_SKIP_REASONS.logoOrIcon, why: 'an inline SVG icon or logo' } };
  }
  if (smallest < MIN_CHART_SIDE_PX) {
    return {
      skip: { reason: SCRAPE_SKIP_REASONS.tooSmall, why: `inline SVG of ${width} x ${height}` },
    };
  }
  const looksLikeChart = shapes >= 3 && (texts >= 2 || CHART_WORDS.test(names));
  if (!looksLikeChart) {
    return {
      skip: {
        reason: SCRAPE_SKIP_REASONS.notAnImage,
        why: `an inline SVG without the marks of a chart (${shapes} shapes, ${texts} texts)`,
      },
    };
  }
  return { chart: { width, height, markup: standaloneSvg($, svg, width, height) } };
}

/**
 * The SVG as a document of its own: namespaces declared (an HTML page may leave them out) and a
 * pixel size set, which rasterisers need when the page sized it with CSS.
 */
function standaloneSvg(
  $: CheerioAPI,
  svg: Cheerio<Element>,
  width: number | null,
  height: number | null,
): string {
  const copy = svg.clone();
  copy.attr('xmlns', SVG_NS);
  if (copy.find('[xlink\\:href]').length > 0 || /xlink:/.test($.html(svg))) {
    copy.attr('xmlns:xlink', XLINK_NS);
  }
  if (width && !pixelSize(copy.attr('width'))) copy.attr('width', String(width));
  if (height && !pixelSize(copy.attr('height'))) copy.attr('height', String(height));
  return $.xml(copy);
}
