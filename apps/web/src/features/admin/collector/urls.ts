import { cleanScrapeUrls } from '@dsb/core';

/**
 * The URLs a textarea holds by the URL rule (docs/product/data-collector.md): one a line,
 * trimmed, only lines starting with http.
 */
export function urlsFromText(text: string): string[] {
  return cleanScrapeUrls(text.split(/\r?\n/));
}

/**
 * The textarea after loading a search page's links: only URLs not already in it are
 * appended, one per line. Also answers how many were new, for the confirmation line.
 */
export function appendNewUrls(
  text: string,
  urls: readonly string[],
): { text: string; added: number } {
  const present = new Set(text.split(/\r?\n/).map((line) => line.trim()));
  const fresh = [...new Set(urls.map((url) => url.trim()))].filter(
    (url) => url !== '' && !present.has(url),
  );
  if (fresh.length === 0) return { text, added: 0 };
  const base = text.replace(/\s+$/, '');
  return { text: [base, ...fresh].filter((part) => part !== '').join('\n'), added: fresh.length };
}
