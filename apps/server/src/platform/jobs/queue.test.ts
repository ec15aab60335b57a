import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import {
  claimItems,
  createJob,
  finishItem,
  getJob,
  INTERRUPTED_MESSAGE,
  ITEM_GAVE_UP_MESSAGE,
  listJobItems,
  recoverStaleItems,
  requestCancel,
  settleJob,
} from './queue';
import { openTestDb } from './testSupport';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle?.close();
});

/** Each test uses a kind of its own, so jobs left by other tests are never claimed. */
let kindCounter = 0;
const newKind = () => `test-${++kindCounter}`;

const rule = (kinds: string[], extra: Partial<Parameters<typeof recoverStaleItems>[1]> = {}) => ({
  kinds,
  notResumable: new Set<string>(),
  staleAfterMs: null,
  maxAttempts: 3,
  ...extra,
});

describe('job queue', () => {
  it('claims pending items in order, each once, and marks the job running', async () => {
    const kind = newKind();
    const id = await createJob(handle.db, { kind, payload: { a: 1 }, items: ['x', 'y', 'z'] });
    expect((await getJob(handle.db, id))!).toMatchObject({ status: 'pending', total: 3 });

    const first = await claimItems(handle.db, 'server-a', [kind], 2);
    expect(first.map((c) => [c.seq, c.input, c.attempt, c.payload])).toEqual([
      [0, 'x', 1, { a: 1 }],
      [1, 'y', 1, { a: 1 }],
    ]);
    const second = await claimItems(handle.db, 'server-b', [kind], 5);
    expect(second.map((c) => c.seq)).toEqual([2]);
    expect(await claimItems(handle.db, 'server-a', [kind], 5)).toEqual([]);
    expect((await getJob(handle.db, id))!.status).toBe('running');
    // Another kind's runner takes none of it.
    expect(await claimItems(handle.db, 'server-c', [newKind()], 5)).toEqual([]);
  });

  it('never gives one item to two claims made at the same time', async () => {
    const kind = newKind();
    await createJob(handle.db, { kind, items: Array.from({ length: 12 }, (_, i) => i) });
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd'].map((owner) => claimItems(handle.db, owner, [kind], 4)),
    );
    const seqs = claims.flat().map((c) => c.seq);
    expect(seqs).toHaveLength(12);
    expect(new Set(seqs).size).toBe(12);
  });

  it('writes progress as items finish and closes the job once, with the outcome', async () => {
    const kind = newKind();
    const id = await createJob(handle.db, { kind, items: [1, 2] });
    const [a, b] = await claimItems(handle.db, 'me', [kind], 2);
    expect(await finishItem(handle.db, a!, 'me', { status: 'done', result: { n: 1 } })).toBe(true);
    expect(await settleJob(handle.db, id)).toBeNull();
    expect((await getJob(handle.db, id))!).toMatchObject({ status: 'running', progress: 1 });

    // Someone else's claim cannot record the outcome.
    expect(await finishItem(handle.db, b!, 'other', { status: 'done', result: 0 })).toBe(false);
    await finishItem(handle.db, b!, 'me', { status: 'failed', error: 'boom' });
    expect(await settleJob(handle.db, id, (items) => items.length)).toBe('done');
    expect(await settleJob(handle.db, id)).toBeNull();
    expect((await getJob(handle.db, id))!).toMatchObject({
      status: 'done',
      progress: 2,
      result: 2,
      error: null,
    });
    expect((await listJobItems(handle.db, id)).map((i) => [i.status, i.result, i.error])).toEqual([
      ['done', { n: 1 }, null],
      ['failed', null, 'boom'],
    ]);
  });

  it('fails a job whose every item failed, with the first error', async () => {
    const kind = newKind();
    const id = await createJob(handle.db, { kind, items: [1] });
    const [item] = await claimItems(handle.db, 'me', [kind], 1);
    await finishItem(handle.db, item!, 'me', { status: 'failed', error: 'no route to host' });
    expect(await settleJob(handle.db, id)).toBe('failed');
    expect((await getJob(handle.db, id))!.error).toBe('no route to host');
  });

  it('cancels a pending job at once and a running one after its running items', async () => {
    const kind = newKind();
    const pending = await createJob(handle.db, { kind, items: [1, 2] });
    expect(await requestCancel(handle.db, pending)).toBe(true);
    expect((await getJob(handle.db, pending))!.status).toBe('cancelled');
    expect(await requestCancel(handle.db, pending)).toBe(false);

    const running = await createJob(handle.db, { kind, items: [1, 2, 3] });
    const [first] = await claimItems(handle.db, 'me', [kind], 1);
    expect(await requestCancel(handle.db, running)).toBe(true);
    expect(await claimItems(handle.db, 'me', [kind], 5)).toEqual([]);
    expect((await getJob(handle.db, running))!.status).toBe('running');
    await finishItem(handle.db, first!, 'me', { status: 'done', result: 'kept' });
    expect(await settleJob(handle.db, running)).toBe('cancelled');
    const items = await listJobItems(handle.db, running);
    expect(items.map((i) => i.status)).toEqual(['done', 'cancelled', 'cancelled']);
    expect(items[0]!.result).toBe('kept');
    expect(await requestCancel(handle.db, '00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it('takes back a stopped server’s running items, keeping finished results', async () => {
    const kind = newKind();
    const id = await createJob(handle.db, { kind, items: [1, 2, 3] });
    const claimed = await claimItems(handle.db, 'dead', [kind], 2);
    await finishItem(handle.db, claimed[0]!, 'dead', { status: 'done', result: 'first' });
    // A fresh heartbeat is not stale: nothing is taken.
    expect(await recoverStaleItems(handle.db, rule([kind], { staleAfterMs: 60_000 }))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await recoverStaleItems(handle.db, rule([kind], { staleAfterMs: 20 }))).toBe(1);

    const items = await listJobItems(handle.db, id);
    expect(items.map((i) => [i.status, i.owner])).toEqual([
      ['done', null],
      ['pending', null],
      ['pending', null],
    ]);
    expect(items[0]!.result).toBe('first');
    expect((await getJob(handle.db, id))!.attempt).toBe(1);
    const again = await claimItems(handle.db, 'alive', [kind], 5);
    expect(again.map((c) => [c.seq, c.attempt])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('fails an item that stopped its server too many times', async () => {
    const kind = newKind();
    const id = await createJob(handle.db, { kind, items: [1] });
    await claimItems(handle.db, 'dead-1', [kind], 1);
    await recoverStaleItems(handle.db, rule([kind], { maxAttempts: 2 }));
    expect((await listJobItems(handle.db, id))[0]).toMatchObject({ status: 'pending', attempt: 1 });
    await claimItems(handle.db, 'dead-2', [kind], 1);
    await recoverStaleItems(handle.db, rule([kind], { maxAttempts: 2 }));
    expect((await listJobItems(handle.db, id))[0]).toMatchObject({
      status: 'failed',
      error: ITEM_GAVE_UP_MESSAGE,
    });
    expect((await getJob(handle.db, id))!.status).toBe('failed');
  });

  it('marks a job of a kind that cannot resume as interrupted, with a clear message', async () => {
    const kind = newKind();
    const id = await createJob(handle.db, { kind, items: [1, 2] });
    await claimItems(handle.db, 'dead', [kind], 1);
    await recoverStaleItems(handle.db, rule([kind], { notResumable: new Set([kind]) }));
    expect((await getJob(handle.db, id))!).toMatchObject({
      status: 'interrupted',
      error: INTERRUPTED_MESSAGE,
    });
    expect((await listJobItems(handle.db, id)).map((i) => i.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });
});
