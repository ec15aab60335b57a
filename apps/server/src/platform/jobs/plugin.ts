import fp from 'fastify-plugin';
import { JobRunner } from './runner';
import { createJob, getJob, listJobItems, requestCancel } from './queue';
import type { Jobs } from './jobs';

export type { Jobs };

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
