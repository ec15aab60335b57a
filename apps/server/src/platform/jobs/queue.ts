import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobItems, jobs, type JobStatus } from './tables';

/**
 * The jobs tables' queries: creating, claiming (FOR UPDATE SKIP LOCKED), finishing, cancelling
 * and recovering work. Every rule that more than one server must agree on is a single conditional
 * statement here, so servers sharing a database never need to talk to each other.
 */

export type Job = typeof jobs.$inferSelect;
export type JobItem = typeof jobItems.$inferSelect;

/** An item a runner has claimed, with what its handler needs. */
export type ClaimedItem = {
  jobId: string;
  seq: number;
  kind: string;
  payload: unknown;
  input: unknown;
  attempt: number;
};

/** Statuses of jobs that can still change. */
const OPEN_JOB: JobStatus[] = ['pending', 'running'];
const INSERT_CHUNK = 500;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export type NewJob = {
  kind: string;
  payload?: unknown;
  /** One entry per unit of work; a job without parts passes a single item. */
  items: unknown[];
  createdBy?: string | null;
};

/** Stores a job and its items in one transaction; returns the job id. */
export async function createJob(db: Db, job: NewJob): Promise<string> {
  if (job.items.length === 0) throw new Error('a job needs at least one item');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        kind: job.kind,
        payload: job.payload ?? {},
        total: job.items.length,
        createdBy: job.createdBy ?? null,
      })
      .returning({ id: jobs.id });
    const id = row!.id;
    for (let start = 0; start < job.items.length; start += INSERT_CHUNK) {
      const chunk = job.items.slice(start, start + INSERT_CHUNK);
      await tx
        .insert(jobItems)
        .values(chunk.map((input, i) => ({ jobId: id, seq: start + i, input: input ?? {} })));
    }
    return id;
  });
}

export async function getJob(db: Db, id: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** A job's items in order, with their results so far. */
export async function listJobItems(db: Db, jobId: string): Promise<JobItem[]> {
  return db.select().from(jobItems).where(eq(jobItems.jobId, jobId)).orderBy(asc(jobItems.seq));
}

/**
 * Claims up to `limit` pending items of open, uncancelled jobs of the given kinds, oldest job
 * first. SKIP LOCKED lets runners on several servers claim at once without waiting on, or taking,
 * each other's rows; the re-check under the lock means an item is only ever claimed once.
 */
export async function claimItems(
  db: Db,
  owner: string,
  kinds: readonly string[],
  limit: number,
): Promise<ClaimedItem[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const claimed = rowsOf<ClaimedItem>(
    await db.execute(sql`
      with picked as (
        select i.job_id, i.seq from job_items i join jobs j on j.id = i.job_id
        where i.status = 'pending' and j.status in ('pending', 'running')
          and not j.cancel_requested and j.kind in (${list(kinds)})
        order by j.created_at, j.id, i.seq
        limit ${limit}
        for update of i skip locked
      )
      update job_items i
        set status = 'running', owner = ${owner}, attempt = i.attempt + 1,
            started_at = now(), heartbeat_at = now()
      from picked, jobs j
      where i.job_id = picked.job_id and i.seq = picked.seq and j.id = i.job_id
      returning i.job_id as "jobId", i.seq, j.kind, j.payload, i.input, i.attempt`),
  );
  // RETURNING has no order; work starts in the job's order.
  claimed.sort((a, b) => a.jobId.localeCompare(b.jobId) || a.seq - b.seq);
  const jobIds = [...new Set(claimed.map((c) => c.jobId))];
  if (jobIds.length > 0) {
    await db
      .update(jobs)
      .set({
        status: 'running',
        owner,
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
        heartbeatAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(inArray(jobs.id, jobIds), inArray(jobs.status, OPEN_JOB)));
  }
  return claimed;
}

export type ItemOutcome =
  | { status: 'done'; result: unknown }
  | { status: 'failed'; error: string; result?: unknown }
  | { status: 'cancelled' };

/**
 * Records an item's outcome if `owner` still holds it. False when the claim was lost (the item
 * was taken back as stale meanwhile): the outcome is then dropped, and the item is redone.
 */
export async function finishItem(
  db: Db,
  item: { jobId: string; seq: number },
  owner: string,
  outcome: ItemOutcome,
): Promise<boolean> {
  const rows = await db
    .update(jobItems)
    .set({
      status: outcome.status,
      result: outcome.status === 'cancelled' ? null : (outcome.result ?? null),
      error: outcome.status === 'failed' ? outcome.error : null,
      owner: null,
      finishedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobItems.jobId, item.jobId),
        eq(jobItems.seq, item.seq),
        eq(jobItems.owner, owner),
        eq(jobItems.status, 'running'),
      ),
    )
    .returning({ seq: jobItems.seq });
  return rows.length > 0;
}

/** Gives a runner's claimed items back (the server is stopping): another runner resumes them. */
export async function releaseItems(db: Db, owner: string): Promise<number> {
  const rows = await db
    .update(jobItems)
    .set({ status: 'pending', owner: null, heartbeatAt: null })
    .where(and(eq(jobItems.owner, owner), eq(jobItems.status, 'running')))
    .returning({ jobId: jobItems.jobId });
  return rows.length;
}

/**
 * Writes the job's progress and, when no item is left to do, its final status: 'cancelled' if a
 * cancel was asked, 'failed' if every item failed, else 'done'. Any runner may call it at any
 * time; the final status is written once (the update is conditional on the job being open).
 * Returns the final status when this call closed the job.
 */
export async function settleJob(
  db: Db,
  jobId: string,
  summarize?: (items: JobItem[]) => unknown,
): Promise<JobStatus | null> {
  const finished = sql`(select count(*)::int from job_items where job_id = ${jobId}
    and status in (${list(['done', 'failed'])}))`;
  await db
    .update(jobs)
    .set({ progress: finished, updatedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(eq(jobs.id, jobId));
  const open = rowsOf<{ open: number }>(
    await db.execute(sql`select count(*)::int as open from job_items
      where job_id = ${jobId} and status in ('pending', 'running')`),
  )[0]!.open;
  if (open > 0) return null;
  const items = await listJobItems(db, jobId);
  const failed = items.filter((i) => i.status === 'failed');
  const allFailed = failed.length > 0 && failed.length === items.length;
  const onlyItem = items.length === 1 ? items[0]!.result : null;
  const result = summarize ? summarize(items) : onlyItem;
  const [closed] = await db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.cancelRequested} then 'cancelled' else ${allFailed ? 'failed' : 'done'} end`,
      result: result ?? null,
      error: allFailed
        ? sql`case when ${jobs.cancelRequested} then null else ${failed[0]!.error}::text end`
        : null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, OPEN_JOB)))
    .returning({ status: jobs.status });
  return closed?.status ?? null;
}

/**
 * Asks a job to stop: no item of it is claimed again, its pending items are cancelled at once,
 * and items already running finish (their runner aborts them at its next heartbeat). False when
 * the job does not exist or has already finished.
 */
export async function requestCancel(db: Db, jobId: string): Promise<boolean> {
  const [row] = await db
    .update(jobs)
    .set({ cancelRequested: true, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, OPEN_JOB)))
    .returning({ id: jobs.id });
  if (!row) return false;
  await db
    .update(jobItems)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(jobItems.jobId, jobId), eq(jobItems.status, 'pending')));
  await settleJob(db, jobId);
  return true;
}

/**
 * Keeps a runner's claims alive. Returns the jobs among them whose cancel was requested, so the
 * runner can abort the work in progress.
 */
export async function heartbeat(db: Db, owner: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with held as (
        update job_items set heartbeat_at = now()
        where owner = ${owner} and status = 'running' returning job_id
      )
      update jobs set heartbeat_at = now() where id in (select job_id from held)
      returning id, cancel_requested as "cancelRequested"`),
  ) as Array<{ id: string; cancelRequested: boolean }>;
  return rows.filter((r) => r.cancelRequested).map((r) => r.id);
}

export const INTERRUPTED_MESSAGE =
  'The server stopped while this job was running; start it again to finish it';
export const ITEM_GAVE_UP_MESSAGE = 'The server stopped while working on this item too many times';

export type RecoveryRule = {
  kinds: readonly string[];
  /** Kinds whose work cannot be resumed: their jobs become 'interrupted'. */
  notResumable: ReadonlySet<string>;
  /** Running items whose heartbeat is older than this are taken back; null takes back all. */
  staleAfterMs: number | null;
  /** An item claimed this many times already is failed instead of tried again. */
  maxAttempts: number;
};

/**
 * Takes back the work of servers that stopped without releasing it (a crash, a killed process):
 * running items with a stale heartbeat become pending again, keeping every finished item's
 * result, or, for kinds that cannot resume, close their job as 'interrupted'. Returns the number
 * of items taken back.
 */
export async function recoverStaleItems(db: Db, rule: RecoveryRule): Promise<number> {
  if (rule.kinds.length === 0) return 0;
  const stale =
    rule.staleAfterMs === null
      ? sql`true`
      : sql`(i.heartbeat_at is null or i.heartbeat_at < now() - make_interval(secs => ${rule.staleAfterMs / 1000}))`;
  // Each statement re-checks its rows under their locks, so two servers recovering at once, or
  // an owner finishing meanwhile, cannot make an item be taken back twice.
  const takeBack = async (kinds: readonly string[], extra: SQL, set: SQL) =>
    kinds.length === 0
      ? []
      : rowsOf<{ jobId: string }>(
          await db.execute(sql`
            update job_items i set ${set}, owner = null
            from jobs j
            where j.id = i.job_id and i.status = 'running' and j.kind in (${list(kinds)})
              and ${stale} and ${extra}
            returning i.job_id as "jobId"`),
        ).map((r) => r.jobId);
  const resumable = rule.kinds.filter((k) => !rule.notResumable.has(k));
  const interrupted = await takeBack(
    [...rule.notResumable].filter((k) => rule.kinds.includes(k)),
    sql`true`,
    sql`status = 'cancelled', finished_at = now()`,
  );
  const gaveUp = await takeBack(
    resumable,
    sql`i.attempt >= ${rule.maxAttempts}`,
    sql`status = 'failed', error = ${ITEM_GAVE_UP_MESSAGE}, finished_at = now()`,
  );
  const resumed = await takeBack(
    resumable,
    sql`true`,
    sql`status = 'pending', heartbeat_at = null`,
  );
  for (const jobId of new Set(interrupted)) await interruptJob(db, jobId);
  for (const jobId of new Set(resumed)) {
    await db
      .update(jobs)
      .set({ attempt: sql`${jobs.attempt} + 1`, updatedAt: sql`now()` })
      .where(eq(jobs.id, jobId));
  }
  for (const jobId of new Set([...gaveUp, ...resumed])) await settleJob(db, jobId);
  return interrupted.length + gaveUp.length + resumed.length;
}

async function interruptJob(db: Db, jobId: string): Promise<void> {
  await db
    .update(jobItems)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(jobItems.jobId, jobId), eq(jobItems.status, 'pending')));
  await db
    .update(jobs)
    .set({
      status: 'interrupted',
      error: INTERRUPTED_MESSAGE,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, OPEN_JOB)));
}
