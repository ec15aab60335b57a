import { isImageAddress, type Headline } from '@dsb/core';
import type { ArticleSearch } from '../articles';
import { plainText } from './plainText';

/** Library results a search returns at most (the panel shows a short list). */
const LIBRARY_LIMIT = 20;
const DESCRIPTION_CHARS = 240;
/**
 * Headlines by meaning must be closer than the library's general search asks (0.2): with the
 * local sentence model a short topic scores 0.2-0.4 against unrelated articles, while 'price of
 * food' scores 0.5 against an article about bread prices.
 */
const MIN_HEADLINE_SIMILARITY = 0.45;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/**
 * Headlines from the app's own article library (the Data Collector's articles), found by text and
 * by meaning with the shared search module, newest first. Works offline; a failing embedder
 * leaves the text results.
 */
export async function searchLibrary(
  search: ArticleSearch,
  query: string,
  sourceName: (id: string) => string,
): Promise<Headline[]> {
  const [byText, byMeaning] = await Promise.all([
    search.search({ query, mode: 'text', limit: LIBRARY_LIMIT }),
    search
      .search({ query, mode: 'semantic', limit: LIBRARY_LIMIT })
      .catch(() => ({ items: [] as Awaited<ReturnType<ArticleSearch['search']>>['items'] })),
  ]);
  const seen = new Set<string>();
  const close = byMeaning.items.filter((a) => (a.similarity ?? 0) >= MIN_HEADLINE_SIMILARITY);
  const articles = [...byText.items, ...close].filter((article) => {
    if (seen.has(article._id)) return false;
    seen.add(article._id);
    return true;
  });
  const published = (a: { articleDate: string | null; createdAt: string }) =>
    Date.parse(a.articleDate ?? a.createdAt) || 0;
  return articles
    .sort((a, b) => published(b) - published(a))
    .slice(0, LIBRARY_LIMIT)
    .map((article) => {
      const host = hostOf(article.sourceURL);
      const content = plainText(article.articleContent);
      return {
        title: plainText(article.articleTitle, 500) ?? article.sourceURL,
        description: content ? content.slice(0, DESCRIPTION_CHARS) : null,
        source: { id: host, name: sourceName(host) },
        url: article.sourceURL,
        publishedAt: article.articleDate ?? article.createdAt,
        // Only an address a saved headline may keep (a web address or a path in this app).
        urlToImage: article.imageURL && isImageAddress(article.imageURL) ? article.imageURL : null,
        content,
        author: plainText(article.byline, 500),
        origin: 'library' as const,
      };
    });
}
