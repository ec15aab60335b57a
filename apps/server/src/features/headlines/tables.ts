import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Headline } from '@dsb/core';
import { users } from '../../platform/auth/tables';

/**
 * Headlines a user saved in the news panel (saving toggles by URL; docs/product/headlines.md),
 * newest first.
 */
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

/**
 * Headline searches counted per key and period, in the database so every server counts the
 * same: `user:<id>` per clock minute ('m:2026-03-01T10:05', the per-user rate limit) and
 * `service:calls` / `service:failures` / `service:over-budget` per UTC day ('d:2026-03-01', the
 * news service's daily budget and what the admin statistics show). `detail` keeps the last
 * failure's reason.
 */
export const newsUsage = pgTable(
  'news_usage',
  {
    key: text('key').notNull(),
    period: text('period').notNull(),
    count: integer('count').notNull().default(0),
    detail: text('detail'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.period] }),
    index('news_usage_updated_idx').on(t.updatedAt),
  ],
);
