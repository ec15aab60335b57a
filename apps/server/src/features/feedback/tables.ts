import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CommentTarget, HandinSlide } from '@dsb/core';
import { users } from '../../platform/auth/tables';
import { customLinks } from '../customLinks';
import { stories } from '../stories';
import type { StoredCriterion } from '../rubrics';

/** The story exactly as handed in: what the teacher reviews, whatever the pupils change later. */
export type HandinSnapshot = {
  title: string;
  bigQuestion: string | null;
  slides: HandinSlide[];
};

/**
 * Hand-ins (docs/product/feedback.md): version 1, 2, ... of a story started from a class link. At
 * most one per story waits for feedback at a time (the partial unique index), so two authors
 * handing in at the same moment cannot both succeed.
 */
export const handins = pgTable(
  'handins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => customLinks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** 'waiting' until the teacher returns it, then 'returned'. */
    status: text('status').$type<'waiting' | 'returned'>().notNull().default('waiting'),
    note: text('note').notNull().default(''),
    snapshot: jsonb('snapshot').$type<HandinSnapshot>().notNull(),
    handedInBy: uuid('handed_in_by').references(() => users.id, { onDelete: 'set null' }),
    handedInAt: timestamp('handed_in_at', { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** Approved for sharing, on a link that reviews before sharing. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('handins_story_version_unique').on(t.storyId, t.version),
    uniqueIndex('handins_one_waiting_unique')
      .on(t.storyId)
      .where(sql`${t.status} = 'waiting'`),
    index('handins_link_idx').on(t.linkId),
  ],
);

/**
 * Comments on a hand-in: the teacher's, pinned to a point, a sentence or the whole story, and the
 * pupils' replies (`replyTo`). `number` is a slide marker's number within the hand-in.
 */
export const handinComments = pgTable(
  'handin_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handinId: uuid('handin_id')
      .notNull()
      .references(() => handins.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<'teacher' | 'pupil'>().notNull(),
    target: jsonb('target').$type<CommentTarget>().notNull(),
    number: integer('number'),
    text: text('text').notNull(),
    replyTo: uuid('reply_to'),
    done: boolean('done').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('handin_comments_handin_idx').on(t.handinId, t.createdAt)],
);

/** Each earlier text of an edited comment: the history stays visible after a return. */
export const handinCommentEdits = pgTable(
  'handin_comment_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => handinComments.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('handin_comment_edits_comment_idx').on(t.commentId, t.editedAt)],
);

/** A hand-in's rubric scores, with a copy of the rubric they were given on. */
export const handinScores = pgTable('handin_scores', {
  handinId: uuid('handin_id')
    .primaryKey()
    .references(() => handins.id, { onDelete: 'cascade' }),
  rubricId: uuid('rubric_id').notNull(),
  rubricName: text('rubric_name').notNull(),
  criteria: jsonb('criteria').$type<StoredCriterion[]>().notNull(),
  /** Criterion id to the index of the chosen level. */
  levels: jsonb('levels').$type<Record<string, number>>().notNull(),
  scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A teacher's comment bank: each distinct comment they wrote (added when they comment) or typed
 * into the list, with how often it was used, for search and one-click reuse.
 */
export const commentBank = pgTable(
  'comment_bank',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    uses: integer('uses').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('comment_bank_owner_text_unique').on(t.ownerId, t.text)],
);
