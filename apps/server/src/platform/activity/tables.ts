import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

/**
 * What users and admins did (sign-in, story created, admin changes ...), with its kind (login,
 * admin, data) and details; never secrets.
 */
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
