import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/auth/tables';
import { stories } from '../tables';

/**
 * A story's co-authors (the owner is `stories.user_id`, never a row here). Removing the story or
 * the user removes the membership (docs/product/group-work.md).
 */
export const storyMembers = pgTable(
  'story_members',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.userId] }),
    // "Stories I am in" for My Data Stories and the access rule.
    index('story_members_user_idx').on(t.userId),
  ],
);

/**
 * Join codes that let a pupil become a story's co-author, at most one live code per story: making
 * a new one revokes the old (the owner's "New code"), and so does revoking. Codes are unique while
 * live; a spent code stays as a row only until it expires. No code is kept in plain text
 * (docs/decisions/0062-join-codes-at-rest.md): joining looks a code up by its keyed digest, and the
 * owner's Share menu reads the sealed copy.
 */
export const storyInvites = pgTable(
  'story_invites',
  {
    /** HMAC-SHA-256 of the normalised code (SecretDigest, purpose 'story-join-codes'). */
    codeHash: text('code_hash').primaryKey(),
    /** The code, AES-256-GCM sealed (SecretCipher, purpose 'story-join-codes'). */
    codeSealed: text('code_sealed').notNull(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('story_invites_story_idx').on(t.storyId)],
);

/**
 * What each member did in a story edited together: edits, words of script and canvas objects
 * added, and when they last changed it (docs/product/group-work.md, "Activity"). Counters only
 * grow: each save of the shared document adds what happened since the last one. The rows go with
 * the story, the user, and the member's removal from the story.
 */
export const storyMemberActivity = pgTable(
  'story_member_activity',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    edits: integer('edits').notNull().default(0),
    wordsAdded: integer('words_added').notNull().default(0),
    objectsAdded: integer('objects_added').notNull().default(0),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] })],
);
