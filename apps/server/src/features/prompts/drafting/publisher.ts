import { parseHTML } from 'linkedom';
import { findInJsonLd } from '../../collector';

type Doc = ReturnType<typeof parseHTML>['document'];

const meta = (document: Doc, selector: string) =>
  document.querySelector(selector)?.getAttribute('content')?.trim() || null;

/** A name, not an address: `article:publisher` is often the publisher's Facebook page. */
const nameOnly = (value: string | null) => (value && !/^https?:\/\//i.test(value) ? value : null);

/** A publisher's name: given as a string, or as an object's `name`. */
function publisherName(value: unknown): string | null {
  if (typeof value === 'string') return nameOnly(value.trim() || null);
  if (Array.isArray(value)) return value.map(publisherName).find(Boolean) ?? null;
  if (!value || typeof value !== 'object') return null;
  const name = (value as Record<string, unknown>).name;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

/** `publisher.name` (or a publisher given as a string) from the page's JSON-LD blocks. */
const jsonLdPublisher = (document: Doc) =>
  findInJsonLd(document, (record) => publisherName(record.publisher));

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
