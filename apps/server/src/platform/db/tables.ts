import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed sets have been applied, so deleting seeded content in the app is not undone at restart. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
