import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stories } from '../stories';
import { users } from '../../platform/auth/tables';

/**
 * Narrated videos (docs/product/video.md): one row per finished render, the MP4 and its WebVTT
 * captions in object storage under videos/<userId>/<storyId>/. Deleting the story or the user
 * deletes the rows; the owner's DELETE removes the files too.
 */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** The render job that made it: a render saves at most one video. */
    renderId: uuid('render_id').notNull().unique(),
    videoKey: text('video_key').notNull(),
    captionsKey: text('captions_key'),
    title: text('title').notNull().default('Untitled Video'),
    voice: text('voice').notNull(),
    description: text('description').notNull(),
    /** Seconds. */
    duration: doublePrecision('duration'),
    sizeBytes: doublePrecision('size_bytes'),
    status: text('status', { enum: ['completed'] })
      .notNull()
      .default('completed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_user_story_idx').on(t.userId, t.storyId, t.createdAt)],
);
