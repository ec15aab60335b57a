import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';
import { waitForJob } from './testSupport';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('jobs plugin', () => {
  it('runs the handlers plugins register, from the moment the app is ready', async () => {
    const app = await createTestApp(
      {},
      {
        beforeReady: (built) =>
          built.jobs.register({ kind: 'greet', run: async (name) => `hello ${String(name)}` }),
      },
    );
    apps.push(app);
    const id = await app.jobs.create({ kind: 'greet', items: ['Ada', 'Grace'] });
    expect(await waitForJob(app.db, id)).toMatchObject({ status: 'done', progress: 2 });
    expect((await app.jobs.items(id)).map((i) => i.result)).toEqual(['hello Ada', 'hello Grace']);
    expect(await app.jobs.cancel(id)).toBe(false);
  });

  it('cancels work running on this server at once', async () => {
    let started = 0;
    const app = await createTestApp(
      {},
      {
        beforeReady: (built) =>
          built.jobs.register({
            kind: 'wait',
            run: (_input, context) =>
              new Promise((_resolve, reject) => {
                started++;
                context.signal.addEventListener('abort', () => reject(new Error('stopped')));
              }),
          }),
      },
    );
    apps.push(app);
    const id = await app.jobs.create({ kind: 'wait', items: [1, 2, 3] });
    await waitForJob(app.db, id, () => started === 2);
    expect(await app.jobs.cancel(id)).toBe(true);
    // The default runner heartbeats every 5 s; the cancel must not wait for it.
    expect(await waitForJob(app.db, id, undefined, 2000)).toMatchObject({ status: 'cancelled' });
  });

  it('with JOB_CONCURRENCY=0 the server takes no job work', async () => {
    const app = await createTestApp(
      { JOB_CONCURRENCY: '0' },
      { beforeReady: (built) => built.jobs.register({ kind: 'greet', run: async () => 'hi' }) },
    );
    apps.push(app);
    const id = await app.jobs.create({ kind: 'greet', items: [1] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await app.jobs.get(id))!.status).toBe('pending');
  });
});
