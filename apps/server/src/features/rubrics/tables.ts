import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';

/** One criterion as stored: its levels in order, each a description and points. */
export type StoredCriterion = {
  id: string;
  name: string;
  levels: Array<{ description: string; points: number }>;
};

/**
 * A teacher's rubrics (docs/product/feedback.md, "Rubrics"). The criteria are one JSON value: a
 * rubric is read and written whole, and is small (at most 10 criteria x 5 levels). A hand-in keeps
 * its own copy of the rubric it was scored on, so editing a rubric never changes a score given.
 */
export const rubrics = pgTable(
  'rubrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<StoredCriterion[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rubrics_owner_idx').on(t.ownerId, t.updatedAt)],
);
