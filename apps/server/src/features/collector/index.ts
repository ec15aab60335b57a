export { extractArticle } from './scrape/article';
export { decodePage } from './scrape/charset';
export { scrapeUserAgent } from './scrape/fetcher';
export { findInJsonLd } from './scrape/jsonLd';
