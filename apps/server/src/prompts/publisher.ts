import { parseHTML } from 'linkedom';

type Doc = ReturnType<typeof parseHTML>['document'];

const meta = (document: Doc, selector: string) =>
  document.querySelector(selector)?.getAttribute('content')?.trim() || null;

/** A name, not an address: `article:publisher` is often the publisher's Facebook page. */
const nameOnly = (value: string | null) => (value && !/^https?:\/\//i.test(value) ? value : null);

/** `publisher.name` (or a publisher given as a string) from the page's JSON-LD blocks. */
function jsonLdPublisher(document: Doc): string | null {
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
    const publisher = record.publisher;
    if (typeof publisher === 'string' && publisher.trim()) return nameOnly(publisher.trim());
    if (publisher && typeof publisher === 'object' && !Array.isArray(publisher)) {
      const name = (publisher as Record<string, unknown>).name;
      if (typeof name === 'string' && name.trim()) return name.trim();
    }
    return visit(record['@graph']) ?? (Array.isArray(publisher) ? visit(publisher) : null);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const found = visit(JSON.parse(script.textContent ?? ''));
      if (found) return found;
    } catch {
      // A malformed block is common on real pages; the next source is tried.
    }
  }
  return null;
}

/** 'Headline - Publisher' (or '|', '–', '—'): the part of <title> after the article's headline. */
function titleSuffix(document: Doc, headline: string): string | null {
  const title = document.querySelector('title')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const head = headline.replace(/\s+/g, ' ').trim();
  if (!head || !title.startsWith(head)) return null;
  const rest = title
    .slice(head.length)
    .match(/^\s*[-|–—]\s*(.+)$/)?.[1]
    ?.trim();
  return rest && rest.length <= 80 ? rest : null;
}

/**
 * Who published the page, as a reader would name them: the page's own metadata (og:site_name,
 * JSON-LD publisher, application-name, the <title> after the headline), else the host name.
 */
export function publisherOf(html: string, url: string, headline: string): string {
  const { document } = parseHTML(html);
  return (
    meta(document, 'meta[property="og:site_name"]') ??
    jsonLdPublisher(document) ??
    nameOnly(meta(document, 'meta[name="publisher"]')) ??
    nameOnly(meta(document, 'meta[property="article:publisher"]')) ??
    meta(document, 'meta[name="application-name"]') ??
    titleSuffix(document, headline) ??
    new URL(url).hostname.replace(/^www\./, '')
  );
}
