import { customType, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stories } from '../stories';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The shared document of a story edited together, as Yjs state compacted into one update
 * (docs/product/group-work.md). The story row is derived from it at each save, so every reader
 * of stories sees what the group made.
 */
export const storyDocuments = pgTable('story_documents', {
  storyId: uuid('story_id')
    .primaryKey()
    .references(() => stories.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
