import fp from 'fastify-plugin';
import { JobRunner } from '../jobs/runner';
import {
  createJob,
  getJob,
  listJobItems,
  requestCancel,
  type Job,
  type JobItem,
  type NewJob,
} from '../jobs/queue';
import type { JobHandler } from '../jobs/types';

/** The app's durable jobs: what routes and services use (docs/decisions/0014-jobs.md). */
export type Jobs = {
  /** Adds the handler of a job kind; plugins call it while the app is being built. */
  register: <Payload, Input, Result>(handler: JobHandler<Payload, Input, Result>) => void;
  /** Stores a job and lets this server's runner look for work at once; returns its id. */
  create: (job: NewJob) => Promise<string>;
  get: (id: string) => Promise<Job | null>;
  items: (jobId: string) => Promise<JobItem[]>;
  /** Requests a cancel; false when the job does not exist or has already ended. */
  cancel: (id: string) => Promise<boolean>;
  runner: JobRunner;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * The durable job runner: polls the jobs tables, runs registered handlers (JOB_CONCURRENCY items
 * at a time; 0 leaves this server's share to others), and on start takes back work that a stopped
 * server left running. It starts once every plugin has registered its handlers, and gives its
 * unfinished items back before the database closes.
 */
export default fp(
  async (app) => {
    const db = app.db;
    const runner = new JobRunner({
      db,
      log: app.log,
      concurrency: app.config.jobConcurrency,
      // Embedded PGlite is locked to this process, so every item still 'running' at start was
      // left by this server's previous life and can be resumed at once, without waiting for
      // its heartbeat to go stale.
      startupRecovery: app.dbKind === 'pglite' ? 'all' : 'stale',
    });
    app.decorate('jobs', {
      register: (handler) => runner.register(handler),
      create: async (job) => {
        const id = await createJob(db, job);
        runner.wake();
        return id;
      },
      get: (id) => getJob(db, id),
      items: (jobId) => listJobItems(db, jobId),
      cancel: async (id) => {
        const cancelled = await requestCancel(db, id);
        if (cancelled) runner.abortJob(id);
        return cancelled;
      },
      runner,
    } satisfies Jobs);
    if (app.config.jobConcurrency === 0) return;
    app.addHook('onReady', async () => {
      await runner.start();
    });
    // onClose hooks of later plugins run before the database plugin's, so the database is open.
    app.addHook('onClose', async () => {
      await runner.stop();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
