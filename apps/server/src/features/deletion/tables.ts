import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The files still to remove once a deletion's rows have gone. */
export type PendingFiles = {
  /** Single stored files (the person's uploads). */
  keys: string[];
  /** Storage folders to empty (videos/<userId>/, saved-charts/<storyId>/). */
  prefixes: string[];
};

/**
 * Every user deletion (docs/decisions/0052-complete-user-deletion.md): written 'pending' before
 * anything is deleted, 'done' when everything is, so a deletion a crash interrupted is finished at
 * the next start, and kept afterwards as the deletion's certificate and so that a restored backup
 * cannot bring the person back. Holds no personal data once done: the person is named by a hash
 * of their account id only (`subject`, unique, which also makes two deletions of one user one).
 */
export const userDeletions = pgTable('user_deletions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** SHA-256 (hex) of the deleted account's id. */
  subject: text('subject').notNull().unique(),
  status: text('status').$type<'pending' | 'done'>().notNull().default('pending'),
  /** The account being deleted, only while pending (resuming needs it); emptied when done. */
  pendingUserId: uuid('pending_user_id'),
  /** The files left to remove, only while pending. */
  pendingFiles: jsonb('pending_files').$type<PendingFiles>(),
  requestedKind: text('requested_kind').$type<'admin' | 'self'>().notNull(),
  /** The acting administrator (no foreign key: the record outlives their account). */
  adminId: uuid('admin_id'),
  adminName: text('admin_name'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** Counts by inventory item of what went. */
  removed: jsonb('removed').$type<Record<string, number>>().notNull().default({}),
  /** Counts by inventory item of what stays with other people (a group story handed on). */
  keptWithOthers: jsonb('kept_with_others').$type<Record<string, number>>().notNull().default({}),
  storagePrefixes: jsonb('storage_prefixes').$type<string[]>().notNull().default([]),
  /** Times the deletion was applied again because a restored backup brought the account back. */
  reapplied: integer('reapplied').notNull().default(0),
});

/**
 * The administrators' deletion settings: one row (id 1), absent until first saved. Whether a
 * pupil may delete their own account (POST /api/me/delete) is off by default.
 */
export const deletionSettings = pgTable('deletion_settings', {
  id: integer('id').primaryKey().default(1),
  allowSelfDeletion: boolean('allow_self_deletion').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
