import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DataTable } from '@dsb/core';
import { embeddingColumn } from '../../platform/db/embeddingColumn';
import { tsvector, weightedSearchVector } from '../../platform/db/searchVector';
import { users } from '../../platform/auth/tables';

/**
 * The evidence library: seeded charts (slug set), scraped charts and images. Deletion
 * is soft (status 'deleted') so admins can restore; only 'main' rows are shown to users.
 */
export const evidence = pgTable(
  'evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of a seeded chart; null for scraped or uploaded items. */
    slug: text('slug').unique(),
    type: text('type', { enum: ['chart', 'image'] })
      .notNull()
      .default('chart'),
    isChart: boolean('is_chart').notNull().default(true),
    label: text('label').notNull(),
    labelEasy: text('label_easy'),
    description: text('description').notNull().default(''),
    descriptionEasy: text('description_easy'),
    research: text('research'),
    altText: text('alt_text'),
    sourceUrl: text('source_url'),
    sourceLabel: text('source_label'),
    originalUrl: text('original_url'),
    topicTagStatic: text('topic_tag_static'),
    bigQuestion: text('big_question'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Object-storage key of the image (e.g. charts/<slug>.png). */
    imageKey: text('image_key'),
    /** App path the browser loads the image from (e.g. /files/charts/<slug>.png). */
    imageUrl: text('image_url'),
    width: integer('width'),
    height: integer('height'),
    /**
     * Perceptual hash of the image (64-bit difference hash as 16 hex digits), so the duplicate
     * scan finds the same chart stored at another address. Null until computed.
     */
    imageHash: text('image_hash'),
    dataTable: jsonb('data_table').$type<DataTable>(),
    /** Keywords and topic as one text, kept by the service, so the tsvector can be generated. */
    searchTerms: text('search_terms').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      weightedSearchVector({
        A: ['label'],
        B: ['description', 'search_terms'],
        C: ['research', 'description_easy', 'label_easy'],
      }),
    ),
    embedding: embeddingColumn('embedding'),
    embeddingModel: text('embedding_model'),
    status: text('status', { enum: ['main', 'temp', 'deleted'] })
      .notNull()
      .default('main'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    isCustomAdd: boolean('is_custom_add').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('evidence_search_idx').using('gin', t.searchVector),
    index('evidence_embedding_idx').using('hnsw', t.embedding.op('vector_cosine_ops')),
    index('evidence_status_topic_idx').on(t.status, t.topicTagStatic, t.position),
    index('evidence_source_idx').on(t.sourceUrl),
  ],
);
