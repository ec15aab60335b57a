import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Topic } from '@dsb/core';
import { embeddingColumn } from '../../platform/db/embeddingColumn';
import { tsvector, weightedSearchVector } from '../../platform/db/searchVector';
import { users } from '../../platform/auth/tables';

/**
 * The big-question library: question, topics, script, source link and keywords, searchable by
 * weighted full text and by meaning (512-d embedding).
 */
export const prompts = pgTable(
  'prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of a seeded prompt (null for prompts created in the app). */
    slug: text('slug').unique(),
    bigQuestion: text('big_question').notNull(),
    promptScript: text('prompt_script').notNull(),
    topics: jsonb('topics').$type<Topic[]>().notNull(),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Keywords and topic labels as one text, kept by the service, so the tsvector can be generated. */
    searchTerms: text('search_terms').notNull().default(''),
    sourceUrl: text('source_url'),
    statisticalMentions: jsonb('statistical_mentions').$type<string[]>(),
    articleContext: text('article_context'),
    articleDate: text('article_date'),
    variationIndex: integer('variation_index'),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      weightedSearchVector({ A: ['big_question'], B: ['search_terms'], C: ['prompt_script'] }),
    ),
    embedding: embeddingColumn('embedding'),
    embeddingModel: text('embedding_model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prompts_search_idx').using('gin', t.searchVector),
    index('prompts_embedding_idx').using('hnsw', t.embedding.op('vector_cosine_ops')),
    index('prompts_order_idx').on(t.isDefault, t.position, t.createdAt),
  ],
);

/** The prompts a user saved, to find them again on the grid. */
export const savedPrompts = pgTable(
  'saved_prompts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promptId] })],
);
