import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Slide, Story } from '@dsb/core';
import { users } from '../../platform/auth/tables';

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
    /** The server voice the story is narrated in; null until the pupil chooses one. */
    voice: text('voice').$type<Story['voice']>(),
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
