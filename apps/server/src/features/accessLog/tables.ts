import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccessKind, AccessReaderRole } from '@dsb/core';
import { users } from '../../platform/auth/tables';

/**
 * Who other than a pupil opened the pupil's work (docs/product/access-log.md). One row per reader,
 * item and ten-minute window: `window_start` is the read's time rounded down to the window, and
 * the unique index makes a repeated read in the same window (a poll, a reload) a no-op without a
 * lookup first (docs/decisions/0052-access-log.md).
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readerRole: text('reader_role').$type<AccessReaderRole>().notNull(),
    /** The pupil whose work it is (a story's owner). */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AccessKind>().notNull(),
    /** The story, hand-in, chat or export opened; not a key: the item may be deleted later. */
    itemId: text('item_id').notNull(),
    /** The item's title when it was opened, so the entry still says what it was. */
    title: text('title').notNull().default(''),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_log_once_per_window').on(t.readerId, t.kind, t.itemId, t.windowStart),
    index('access_log_owner_at_idx').on(t.ownerId, t.at),
    index('access_log_at_idx').on(t.at),
  ],
);
