export { saveScrapedArticle } from './articleService';
export type { ArticleSaveOutcome } from './articleService';
export { articleCollection } from './searchCollection';
export { articles } from './tables';
export type { ArticleSearch } from './searchCollection';
