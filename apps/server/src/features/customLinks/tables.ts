import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { prompts } from '../prompts';
import { rubrics } from '../rubrics';
import { stories } from '../stories';
import { users } from '../../platform/auth/tables';

/**
 * Custom links (docs/product/custom-links.md): a teacher's tracking link that starts pupils on a
 * prompt, in a room. Tracking ids are unique across all users whatever their case, by the database,
 * so two simultaneous creates cannot both win.
 */
export const customLinks = pgTable(
  'custom_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    trackingId: text('tracking_id').notNull(),
    /** The prompt pupils start on; null lets them choose (and a deleted prompt becomes null). */
    promptId: uuid('prompt_id').references(() => prompts.id, { onDelete: 'set null' }),
    /** Classroom name shown as the badge; null for none. */
    room: text('room'),
    /** The rubric hand-ins are scored on (docs/product/feedback.md); a deleted rubric leaves none. */
    rubricId: uuid('rubric_id').references(() => rubrics.id, { onDelete: 'set null' }),
    /** Pupils' exports stay private until the teacher approves a hand-in. */
    reviewBeforeSharing: boolean('review_before_sharing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('custom_links_tracking_id_unique').on(sql`lower(${t.trackingId})`),
    index('custom_links_owner_idx').on(t.ownerId, t.createdAt),
  ],
);

/** Each time a link is opened: for the owner's counts. The user is null for a signed-out visitor. */
export const linkOpenings = pgTable(
  'link_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => customLinks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('link_openings_link_idx').on(t.linkId)],
);

/**
 * Which stories were started through which link: what the owner's class view may read. Deleting
 * the link deletes these rows (the class view ends) and keeps the stories, which are the pupils'.
 */
export const linkStories = pgTable(
  'link_stories',
  {
    storyId: uuid('story_id')
      .primaryKey()
      .references(() => stories.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => customLinks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('link_stories_link_idx').on(t.linkId)],
);

/**
 * The pupils a class link expects, from a roster (a learning platform's Names and Roles service or
 * a OneRoster import): those without a story show as "not started" in the class view.
 */
export const linkRoster = pgTable(
  'link_roster',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => customLinks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<'lti' | 'oneroster'>().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.userId] }),
    index('link_roster_user_idx').on(t.userId),
  ],
);

/**
 * Teachers of a class link besides its owner (docs/product/custom-links.md, "Co-teachers"): they
 * see its class view and review its hand-ins like the owner; only the owner edits or deletes the
 * link. Added by a learning platform's instructor launch of the link's course activity.
 */
export const linkTeachers = pgTable(
  'link_teachers',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => customLinks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<'lti' | 'oneroster'>().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.userId] }),
    index('link_teachers_user_idx').on(t.userId),
  ],
);
