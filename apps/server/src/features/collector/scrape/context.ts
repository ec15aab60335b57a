import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { MIN_CHART_SIDE_PX } from '@dsb/core';

/** Labels and descriptions are cut at a word near these lengths. */
const MAX_LABEL = 200;
const MAX_DESCRIPTION = 1000;

/** Containers that research and statistics sites use for a figure when not `<figure>`. */
const FIGURE_CONTAINER =
  'figure, .figure, .chart, .graphic, .exhibit, .infographic, .wp-caption, [class*="chart-container"], [class*="figure-"]';
const CAPTION = 'figcaption, .caption, .wp-caption-text, .figure-caption, [class*="caption"]';
const FIGURE_TITLE = 'h1, h2, h3, h4, h5, h6, .figure-title, .chart-title, [class*="title"]';
/** Caption lines that credit a source rather than say what the chart shows. */
const CREDIT = /^(?:source|sources|note|notes|credit|chart|graphic)\s*:/i;
/** Alt texts that say nothing about the chart. */
const GENERIC_ALT = /^(?:image|photo|picture|chart|graph|graphic|figure|img|untitled)?\s*\d*$/i;

export const cleanText = (text: string) => text.replace(/\s+/g, ' ').trim();

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const lastSpace = slice.lastIndexOf(' ');
  return `${slice.slice(0, lastSpace > max * 0.6 ? lastSpace : max).trimEnd()}…`;
}

/** The text before a "Source:" or "Note:" line; the whole caption when it has none. */
function captionStatement(caption: string): string {
  const parts = caption.split(/\s(?=(?:source|sources|note|notes)\s*:)/i);
  return CREDIT.test(parts[0]!) ? '' : parts[0]!.trim();
}

function firstSentence(text: string): string {
  const match = /^(.{20,}?[.!?])\s/.exec(text);
  return match ? match[1]! : text;
}

export type ChartContext = {
  label: string;
  description: string;
  /** Where the label came from, for the debug log. */
  labelFrom:
    'figure title' | 'figcaption' | 'alt' | 'title' | 'aria-label' | 'heading' | 'file name';
};

/**
 * Label and description of a chart element from what surrounds it: the figure's own title or
 * caption, the element's alt, title or aria-label, the nearest heading before it; the description
 * from the caption, else the paragraph after (or before) the figure.
 */
export function chartContext(
  $: CheerioAPI,
  el: Cheerio<Element>,
  nearestHeading: string,
  url: string | null,
): ChartContext {
  const container = el.closest(FIGURE_CONTAINER);
  const caption = cleanText(container.find(CAPTION).first().text());
  const figureTitle = cleanText(
    container
      .find(FIGURE_TITLE)
      .filter((_i, node) => $(node).closest(CAPTION).length === 0)
      .first()
      .text(),
  );
  const statement = captionStatement(caption);
  const alt = cleanText(el.attr('alt') ?? el.find('title').first().text());
  const attributes: Array<[ChartContext['labelFrom'], string]> = [
    ['figure title', figureTitle],
    ['figcaption', statement.length > 150 ? firstSentence(statement) : statement],
    ['alt', GENERIC_ALT.test(alt) ? '' : alt],
    ['title', cleanText(el.attr('title') ?? '')],
    ['aria-label', cleanText(el.attr('aria-label') ?? '')],
    ['heading', nearestHeading],
    ['file name', fileLabel(url)],
  ];
  const [labelFrom, label] = attributes.find(([, text]) => text.length > 0) ?? ['file name', ''];
  return {
    label: cut(label, MAX_LABEL),
    labelFrom,
    description: cut(
      caption || nearbyParagraph(container.length ? container : el),
      MAX_DESCRIPTION,
    ),
  };
}

/** An element that is, or holds, another chart: a figure, or an image not stated to be small. */
function holdsChart(node: Cheerio<AnyNode>): boolean {
  if (node.is(FIGURE_CONTAINER)) return true;
  return node
    .find('img, svg')
    .addBack('img, svg')
    .toArray()
    .some((image) => {
      const { attribs } = image as Element;
      const sides = [attribs.width, attribs.height].map((v) => Number.parseInt(v ?? '', 10));
      return !sides.some((side) => Number.isFinite(side) && side < MIN_CHART_SIDE_PX);
    });
}

/**
 * The nearest paragraph on one side of a block, within its section: a heading or another chart
 * on the way ends the search.
 */
function paragraphBeside(block: Cheerio<AnyNode>, direction: 'next' | 'prev') {
  for (let node = block[direction](); node.length > 0; node = node[direction]()) {
    if (node.is('h1, h2, h3, h4, h5, h6') || holdsChart(node)) return null;
    if (node.is('p') && cleanText(node.text())) return node;
  }
  return null;
}

/**
 * The paragraph right after the figure (or its block), else the one right before it, never past a
 * heading or another chart. A paragraph after that another chart follows at once introduces that
 * chart: it is not this one's.
 */
function nearbyParagraph(el: Cheerio<AnyNode>): string {
  let block: Cheerio<AnyNode> = el;
  // An image inside a paragraph or link: look around the block that holds it.
  for (let depth = 0; depth < 4 && block.siblings('p').length === 0; depth++) {
    if (!block.parent().is('p, a, span, picture, div')) break;
    block = block.parent();
  }
  const after = paragraphBeside(block, 'next');
  const next = after?.nextAll().first();
  if (after && !(next?.length && holdsChart(next))) return cleanText(after.text());
  const before = paragraphBeside(block, 'prev');
  return before ? cleanText(before.text()) : '';
}

/**
 * What an image says of itself (alt, title, aria-label, else its file name): the label of a
 * skipped image, which must not borrow the heading or caption of the chart near it.
 */
export function ownLabel(el: Cheerio<Element>, url: string | null): string {
  const alt = cleanText(el.attr('alt') ?? el.find('title').first().text());
  const own = [
    GENERIC_ALT.test(alt) ? '' : alt,
    cleanText(el.attr('title') ?? ''),
    cleanText(el.attr('aria-label') ?? ''),
  ].find((text) => text.length > 0);
  return cut(own ?? fileLabel(url), MAX_LABEL);
}

function fileLabel(url: string | null): string {
  if (!url || url.startsWith('data:')) return '';
  try {
    const name = new URL(url).pathname.split('/').pop() ?? '';
    return cleanText(decodeURIComponent(name.replace(/\.[a-z0-9]+$/i, '')).replace(/[-_]+/g, ' '));
  } catch {
    return '';
  }
}
