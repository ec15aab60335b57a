import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DataTable, Slide, Story, Topic, UserSettings } from '@dsb/core';
import { embeddingColumn } from './embeddingColumn';
import { weightedSearchVector } from './searchVector';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable identity from the sign-in provider: Google `sub`, or `dev:{email}` for development sign-in. */
    uid: text('uid').notNull().unique(),
    email: text('email').notNull().unique(),
    displayName: text('display_name').notNull(),
    photoUrl: text('photo_url'),
    profileImage: text('profile_image'),
    isAdmin: boolean('is_admin').notNull().default(false),
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('active'),
    trackingId: text('tracking_id'),
    /** Tool settings that follow the user across devices (spec 3 §3 UI settings). */
    settings: jsonb('settings').$type<Partial<UserSettings>>().notNull().default({}),
    /** argon2id hash (PHC string) for a local account; null for Google-only users. */
    passwordHash: text('password_hash'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_status_idx').on(t.status),
    // The admin user list pages in name order.
    index('users_name_order_idx').on(sql`lower(${t.displayName})`, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random session token; the token itself is only in the user's cookie. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** The activity log's type filter (login, admin, data), derived from the action when written. */
    type: text('type', { enum: ['login', 'admin', 'data'] })
      .notNull()
      .default('data'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    timestamp: timestamp('timestamp', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('activity_user_time_idx').on(t.userId, t.timestamp),
    index('activity_user_type_time_idx').on(t.userId, t.type, t.timestamp),
  ],
);

/**
 * One-time links that set a password: a user's set-password link (made by an admin) or the
 * first-admin link printed at the first start. Only the SHA-256 of the token is stored.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The user whose password the link sets; null for the first-admin link. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['set-password', 'first-admin'] }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/**
 * Failed password sign-ins per account and per address in a sliding window, in the database so
 * every server behind a load balancer counts the same attempts.
 */
export const authThrottle = pgTable('auth_throttle', {
  /** `account:<email>` or `address:<ip>`. */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** `tsvector` for weighted full-text search (not in drizzle's built-in types). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export { EMBEDDING_DIMENSIONS } from './embeddingColumn';

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

/** Which seed sets have been applied, so deleting seeded content in the app is not undone at restart. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per story with its slides as JSON: a story is always loaded and saved whole, and the
 * version column makes that save a single compare-and-swap (docs/decisions/0002-story-storage.md).
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Untitled Story'),
    bigQuestion: text('big_question'),
    template: text('template').notNull().default('none'),
    trackingId: text('tracking_id'),
    slides: jsonb('slides').$type<Slide[]>().notNull(),
    savedEvidence: jsonb('saved_evidence')
      .$type<Story['savedEvidence']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    slideCount: integer('slide_count').notNull().default(0),
    previewImage: text('preview_image'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stories_user_updated_idx').on(t.userId, t.updatedAt)],
);

/**
 * The evidence library: seeded charts (slug set) and, later, scraped charts and images. Deletion
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

/**
 * Images users uploaded through presigned URLs: each user's own library for image search. A row
 * is written 'pending' when the upload URL is issued (only then are the user and file name known)
 * and becomes 'ready' once the bytes are stored: at once on local disk (the app takes the PUT),
 * on the next search with S3 (the browser PUTs to the bucket; the server checks with HEAD).
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    fileUrl: text('file_url').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size'),
    width: integer('width'),
    height: integer('height'),
    originalFilename: text('original_filename').notNull(),
    altText: text('alt_text'),
    purpose: text('purpose', { enum: ['image', 'slide-preview'] })
      .notNull()
      .default('image'),
    status: text('status', { enum: ['pending', 'ready'] })
      .notNull()
      .default('pending'),
    // Punctuation becomes spaces first: 'sea-ice_2020.png' must match 'ice', and the parser
    // would otherwise read a whole file name as a single 'file' token.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', regexp_replace(coalesce(original_filename, ''), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('english', coalesce(alt_text, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('images_search_idx').using('gin', t.searchVector),
    index('images_user_status_idx').on(t.userId, t.status, t.createdAt),
  ],
);

/**
 * Articles collected by the Data Collector (spec 2 §3 Article). One row per source page: a
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
