import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { claimItems, createJob, finishItem, getJob, listJobItems, requestCancel } from './queue';
import type { JobRunner } from './runner';
import { aborted, deferred, openTestDb, testRunner, waitForJob } from './testSupport';
import type { JobHandler } from './types';

let handle: DbHandle;
const runners: JobRunner[] = [];
beforeAll(async () => {
  handle = await openTestDb();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
afterAll(async () => {
  await handle?.close();
});

let kindCounter = 0;
const newKind = () => `runner-test-${++kindCounter}`;

async function started(handlers: JobHandler[], options: Parameters<typeof testRunner>[1] = {}) {
  const runner = testRunner(handle.db, options);
  for (const handler of handlers) runner.register(handler);
  runners.push(runner);
  await runner.start();
  return runner;
}

describe('job runner', () => {
  it('runs every item, records results and progress, and closes the job', async () => {
    const kind = newKind();
    await started([
      {
        kind,
        run: async (input, context) => ({ doubled: (input as number) * 2, seq: context.seq }),
        summarize: (items) => ({ count: items.length }),
      },
    ]);
    const id = await createJob(handle.db, { kind, items: [1, 2, 3] });
    const job = await waitForJob(handle.db, id);
    expect(job).toMatchObject({ status: 'done', progress: 3, total: 3, result: { count: 3 } });
    expect((await listJobItems(handle.db, id)).map((i) => i.result)).toEqual([
      { doubled: 2, seq: 0 },
      { doubled: 4, seq: 1 },
      { doubled: 6, seq: 2 },
    ]);
  });

  it('records a thrown error as the item’s failure and goes on with the rest', async () => {
    const kind = newKind();
    await started([
      {
        kind,
        run: async (input) => {
          if (input === 'bad') throw new Error('The site could not be found');
          return 'ok';
        },
      },
    ]);
    const id = await createJob(handle.db, { kind, items: ['good', 'bad', 'good'] });
    expect(await waitForJob(handle.db, id)).toMatchObject({ status: 'done', progress: 3 });
    expect((await listJobItems(handle.db, id)).map((i) => [i.status, i.error])).toEqual([
      ['done', null],
      ['failed', 'The site could not be found'],
      ['done', null],
    ]);
  });

  it('never runs more items at once than its concurrency', async () => {
    const kind = newKind();
    let running = 0;
    let most = 0;
    await started(
      [
        {
          kind,
          run: async () => {
            most = Math.max(most, ++running);
            await new Promise((resolve) => setTimeout(resolve, 15));
            running--;
          },
        },
      ],
      { concurrency: 3 },
    );
    const id = await createJob(handle.db, { kind, items: Array.from({ length: 10 }, () => 0) });
    await waitForJob(handle.db, id);
    expect(most).toBe(3);
  });

  it('aborts running items of a job cancelled on another server, at its next heartbeat', async () => {
    const kind = newKind();
    const calls: number[] = [];
    await started(
      [
        {
          kind,
          run: async (_input, context) => {
            calls.push(context.seq);
            await aborted(context.signal);
          },
        },
      ],
      { concurrency: 1 },
    );
    const id = await createJob(handle.db, { kind, items: [1, 2, 3] });
    await waitForJob(handle.db, id, (job) => job.status === 'running');
    // The cancel is written to the database only, as another server's route would.
    expect(await requestCancel(handle.db, id)).toBe(true);
    expect(await waitForJob(handle.db, id)).toMatchObject({ status: 'cancelled', progress: 0 });
    expect(calls).toEqual([0]);
    expect((await listJobItems(handle.db, id)).map((i) => i.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });

  it('resumes the unfinished items of a server that stopped, keeping finished results', async () => {
    const kind = newKind();
    const id = await createJob(handle.db, { kind, items: ['a', 'b', 'c'] });
    // A server claimed two items, finished one, and died.
    const claimed = await claimItems(handle.db, 'dead-server', [kind], 2);
    await finishItem(handle.db, claimed[0]!, 'dead-server', { status: 'done', result: 'A' });

    const seen: Array<[unknown, number]> = [];
    const handler: JobHandler = {
      kind,
      run: async (input, context) => {
        seen.push([input, context.attempt]);
        return String(input).toUpperCase();
      },
    };
    // Embedded PGlite: everything running at start was this server's before it stopped.
    await started([handler], { startupRecovery: 'all' });
    expect(await waitForJob(handle.db, id)).toMatchObject({ status: 'done', attempt: 1 });
    expect(seen.sort()).toEqual([
      ['b', 2],
      ['c', 1],
    ]);
    expect((await listJobItems(handle.db, id)).map((i) => i.result)).toEqual(['A', 'B', 'C']);
  });

  it('on a shared database, takes back only work whose heartbeat went stale', async () => {
    const kind = newKind();
    const id = await createJob(handle.db, { kind, items: ['a'] });
    await claimItems(handle.db, 'dead-server', [kind], 1);
    await started([{ kind, run: async () => 'redone' }], { staleAfterMs: 150 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await getJob(handle.db, id))!.status).toBe('running');
    expect(await waitForJob(handle.db, id)).toMatchObject({ status: 'done', result: 'redone' });
  });

  it('two runners on one database share a job without running any item twice', async () => {
    const kind = newKind();
    const runs = new Map<number, string[]>();
    const handlerFor = (name: string): JobHandler => ({
      kind,
      run: async (_input, context) => {
        runs.set(context.seq, [...(runs.get(context.seq) ?? []), name]);
        await new Promise((resolve) => setTimeout(resolve, 10));
      },
    });
    await started([handlerFor('one')], { concurrency: 3 });
    await started([handlerFor('two')], { concurrency: 3 });
    const id = await createJob(handle.db, { kind, items: Array.from({ length: 24 }, (_, i) => i) });
    expect(await waitForJob(handle.db, id)).toMatchObject({ status: 'done', progress: 24 });
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect([...runs.values()].every((names) => names.length === 1)).toBe(true);
    const workers = new Set([...runs.values()].flat());
    expect(workers).toEqual(new Set(['one', 'two']));
  });

  it('on stop, gives back the items it could not finish so the next start resumes them', async () => {
    const kind = newKind();
    const release = deferred();
    const first = await started(
      // Ignores the abort on purpose: it is still running when the grace period ends.
      [{ kind, run: () => release.promise }],
      { shutdownGraceMs: 50 },
    );
    const id = await createJob(handle.db, { kind, items: ['a'] });
    await waitForJob(handle.db, id, (job) => job.status === 'running');
    await first.stop();
    expect((await listJobItems(handle.db, id)).map((i) => [i.status, i.owner])).toEqual([
      ['pending', null],
    ]);
    release.resolve();

    await started([{ kind, run: async () => 'after restart' }]);
    expect(await waitForJob(handle.db, id)).toMatchObject({
      status: 'done',
      result: 'after restart',
    });
  });
});
