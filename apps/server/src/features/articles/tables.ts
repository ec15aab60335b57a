import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { embeddingColumn } from '../../platform/db/embeddingColumn';
import { tsvector, weightedSearchVector } from '../../platform/db/searchVector';

/**
 * Articles collected by the Data Collector (docs/product/articles.md). One row per source page: a
 * second scrape replaces it only with overwriteArticles. Searchable by text and by meaning
 * (the headlines panel reads them through the shared search module).
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleTitle: text('article_title').notNull(),
    articleContent: text('article_content').notNull().default(''),
    /** ISO 8601 when the page states it; null when it does not. */
    articleDate: text('article_date'),
    byline: text('byline'),
    sourceUrl: text('source_url').notNull().unique(),
    topicTagStatic: text('topic_tag_static'),
    /** The page's lead image (og:image), for headline cards; null when it has none. */
    imageUrl: text('image_url'),
    searchTerms: text('search_terms').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      weightedSearchVector({ A: ['article_title'], B: ['search_terms'], C: ['article_content'] }),
    ),
    embedding: embeddingColumn('embedding'),
    embeddingModel: text('embedding_model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_search_idx').using('gin', t.searchVector),
    index('articles_embedding_idx').using('hnsw', t.embedding.op('vector_cosine_ops')),
    index('articles_created_idx').on(t.createdAt),
    index('articles_topic_idx').on(t.topicTagStatic),
  ],
);
