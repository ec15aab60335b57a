import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tsvector } from '../../platform/db/searchVector';
import { users } from '../../platform/auth/tables';

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
