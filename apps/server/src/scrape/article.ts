import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

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
function jsonLdDate(document: LooseDocument): string | null {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  const visit = (node: unknown): string | null => {
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = visit(item);
        if (found) return found;
      }
      return null;
    }
    if (!node || typeof node !== 'object') return null;
    const record = node as Record<string, unknown>;
    const date = isoDate(typeof record.datePublished === 'string' ? record.datePublished : null);
    return date ?? visit(record['@graph']);
  };
  for (let i = 0; i < scripts.length; i++) {
    try {
      const found = visit(JSON.parse(scripts[i]!.textContent ?? ''));
      if (found) return found;
    } catch {
      // A malformed block is common on real pages; the next source is tried.
    }
  }
  return null;
}

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

/**
 * The article of a page by Mozilla's Readability (Firefox's reader view) on a linkedom document:
 * title, date, text. Null when the page has no readable article (a chart page, an index).
 */
export function extractArticle(html: string): ExtractedArticle | null {
  const { document } = parseHTML(html);
  // Readability changes the document it reads; the date is read before it does.
  const date = publicationDate(document as unknown as LooseDocument);
  const parsed = new Readability(
    document as unknown as ConstructorParameters<typeof Readability>[0],
  ).parse();
  if (!parsed?.content) return null;
  const { document: body } = parseHTML(
    `<!doctype html><html><body>${parsed.content}</body></html>`,
  );
  const blocks = [...body.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, blockquote')]
    .filter((el) => !el.querySelector('p, li'))
    .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const content = blocks.length
    ? blocks.join('\n\n')
    : (parsed.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (!content) return null;
  return {
    title: (parsed.title ?? '').replace(/\s+/g, ' ').trim(),
    date,
    content,
    byline: parsed.byline?.trim() || null,
  };
}
