import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

export const JOB_STATUSES = [
  'pending',
  'running',
  'done',
  'failed',
  'cancelled',
  'interrupted',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_ITEM_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobItemStatus = (typeof JOB_ITEM_STATUSES)[number];

/**
 * Durable background work (scraping, backups, embeddings, video): one row per job, shared by
 * every server on the database. Work is done item by item (job_items), so a job survives the
 * server that started it and several servers can share one job (docs/decisions/0014-jobs.md).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it (e.g. 'scrape'). */
    kind: text('kind').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    /** The job's input, as its handler reads it (e.g. scrape options). */
    payload: jsonb('payload')
      .$type<unknown>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Items finished (done or failed) of `total`. */
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
    /** The user who started it (the admin's activity and the progress route's access). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The runner that last claimed work of this job (server instance id), for logs and debugging. */
    owner: text('owner'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** How many times work of this job was claimed again after a server stopped holding it. */
    attempt: integer('attempt').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_status_created_idx').on(t.status, t.createdAt),
    index('jobs_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/**
 * One unit of a job's work (one URL of a scrape; a job without parts has a single item). Items
 * are what runners claim, with FOR UPDATE SKIP LOCKED; a finished item's result is never redone.
 */
export const jobItems = pgTable(
  'job_items',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** Position in the job (0-based): results are reported in this order. */
    seq: integer('seq').notNull(),
    input: jsonb('input').$type<unknown>().notNull(),
    status: text('status', { enum: JOB_ITEM_STATUSES }).notNull().default('pending'),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
    /** The runner holding it while running; its heartbeat keeps the claim alive. */
    owner: text('owner'),
    attempt: integer('attempt').notNull().default(0),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.seq] }),
    // Claiming scans pending items; recovery scans running ones by heartbeat.
    index('job_items_status_idx').on(t.status, t.jobId, t.seq),
  ],
);
