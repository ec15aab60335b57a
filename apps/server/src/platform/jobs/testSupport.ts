import { openDatabase, type DbHandle } from '../db/client';
import { createTestDatabase } from '../test/testApp';
import { getJob, type Job } from './queue';
import { JobRunner, type JobRunnerOptions } from './runner';
import type { Db } from '../db/client';

/** A fresh migrated database: PostgreSQL when the run has DATABASE_URL, else in-memory PGlite. */
export async function openTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl)
    return openDatabase({ kind: 'postgres', url: await createTestDatabase(serverUrl) });
  return openDatabase({
    kind: 'pglite',
    dir: null,
    worker: process.env.TEST_PGLITE_WORKER === '1',
  });
}

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A runner with quick timers, so tests see polls, heartbeats and staleness in milliseconds. */
export function testRunner(db: Db, options: Partial<JobRunnerOptions> = {}): JobRunner {
  return new JobRunner({
    db,
    log: quietLog,
    concurrency: 2,
    pollMs: 20,
    heartbeatMs: 20,
    staleAfterMs: 10_000,
    startupRecovery: 'stale',
    shutdownGraceMs: 1000,
    ...options,
  });
}

const ENDED = new Set(['done', 'failed', 'cancelled', 'interrupted']);

/** Waits until the job has ended (or `until` holds) and returns it. */
export async function waitForJob(
  db: Db,
  id: string,
  until: (job: Job) => boolean = (job) => ENDED.has(job.status),
  timeoutMs = 10_000,
): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await getJob(db, id);
    if (job && until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is still ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A promise with its resolve function, for handlers a test releases by hand. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Resolves when the signal aborts; handlers that wait for a cancel use it. */
export function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(new Error(`aborted: ${String(signal.reason)}`));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}
