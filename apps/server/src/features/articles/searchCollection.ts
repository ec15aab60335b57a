import { desc } from 'drizzle-orm';
import type { AdminArticle } from '@dsb/core';
import { articles } from './tables';
import { defineCollection, type RowOf } from '../../platform/search/collection';
import type { SearchOf } from '../../platform/search/collectionSearch';

/** Columns read for lists and search (the tsvector and the embedding stay behind). */
export const articleColumns = {
  id: articles.id,
  articleTitle: articles.articleTitle,
  articleContent: articles.articleContent,
  articleDate: articles.articleDate,
  byline: articles.byline,
  sourceUrl: articles.sourceUrl,
  topicTagStatic: articles.topicTagStatic,
  imageUrl: articles.imageUrl,
  createdAt: articles.createdAt,
};

export type ArticleSearchItem = AdminArticle & { similarity?: number };

export function presentArticle(
  row: RowOf<typeof articleColumns>,
  similarity?: number,
): ArticleSearchItem {
  return {
    _id: row.id,
    articleTitle: row.articleTitle,
    articleContent: row.articleContent,
    articleDate: row.articleDate,
    byline: row.byline,
    sourceURL: row.sourceUrl,
    topicTagStatic: row.topicTagStatic,
    imageURL: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    ...(similarity !== undefined ? { similarity } : {}),
  };
}

/**
 * How much of an article's text the embedder reads: the headline and lede say what it is about;
 * the whole text would be slow to embed and its asides would blur the vector.
 */
export const ARTICLE_EMBEDDING_CHARS = 600;

/**
 * Collected articles: title (A), topic and byline (B), text (C). The embedder reads the title,
 * the topic and the start of the text. Every article is searchable (there is no temp collection
 * for articles); newest first among equal ranks, as the admin list shows them.
 */
export const articleCollection = defineCollection({
  name: 'articles',
  table: articles,
  columns: articleColumns,
  present: presentArticle,
  embeddingText: (a: {
    articleTitle: string;
    articleContent: string;
    topicTagStatic: string | null;
  }) =>
    [
      a.articleTitle,
      a.topicTagStatic?.replace(/-/g, ' '),
      a.articleContent.slice(0, ARTICLE_EMBEDDING_CHARS),
    ]
      .filter(Boolean)
      .join('. '),
  order: [desc(articles.createdAt), desc(articles.id)],
  limits: { text: 50, semantic: 20, minSimilarity: 0.2 },
});

/** The search service over this collection. */
export type ArticleSearch = SearchOf<typeof articleCollection>;
