import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Headline } from '@dsb/core';
import { users } from './schema';

/** Headlines a user saved in the news panel (spec 3 §4: saving toggles by URL), newest first. */
export const savedHeadlines = pgTable(
  'saved_headlines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    headline: jsonb('headline').$type<Headline>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.url] }),
    index('saved_headlines_user_idx').on(t.userId, t.savedAt),
  ],
);
