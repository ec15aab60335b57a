import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RetentionKind } from '@dsb/core';
import { users } from '../../platform/auth/tables';

/** The periods an administrator set; a kind without a row keeps its default (@dsb/core). */
export const retentionSettings = pgTable('retention_settings', {
  kind: text('kind').$type<RetentionKind>().primaryKey(),
  days: integer('days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What each run of the retention job did: counts per kind, never what the items held. */
export const retentionRuns = pgTable('retention_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  deleted: jsonb('deleted').$type<Record<string, number>>().notNull(),
  warned: jsonb('warned').$type<Record<string, number>>().notNull(),
  errors: jsonb('errors').$type<Record<string, string>>().notNull(),
});

/**
 * Owners warned that some of their data of a kind is due to go. One row per owner and kind (the
 * key), so a daily run warns once; the row goes once the warned items have been deleted.
 */
export const retentionWarnings = pgTable(
  'retention_warnings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RetentionKind>().notNull(),
    warnedAt: timestamp('warned_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
