import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Roster import (docs/product/roster-import.md): which app user or class link each OneRoster
 * `sourcedId` became, so importing the same bundle again changes nothing.
 */
export const rosterSources = pgTable(
  'roster_sources',
  {
    kind: text('kind').$type<'user' | 'class'>().notNull(),
    sourcedId: text('sourced_id').notNull(),
    /** A users.id for 'user', a custom_links.id for 'class' (deleting either leaves a stale row the import re-creates). */
    localId: uuid('local_id').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.sourcedId] })],
);
