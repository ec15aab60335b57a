/**
 * The embedded database's thread. PGlite runs PostgreSQL as WebAssembly, synchronously: on the
 * main thread every query would stop every request. Here it runs alone and answers the main
 * thread's messages (workerClient.ts). PGlite's own mutexes keep the order: a plain query waits
 * while a transaction is open, the transaction's own queries go through.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import {
  serializeError,
  type RowMode,
  type WorkerInit,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStartup,
} from './workerProtocol';
import { pgliteOptions } from './pgliteOptions';

const port = parentPort;
if (!port) throw new Error('pgliteWorker runs only as a worker thread');
const init = workerData as WorkerInit;

/** Dates and intervals stay text, as drizzle's PGlite driver asks (its mappers parse them). */
const keepText = (value: string) => value;
const parsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231, // numeric[]
    1115, // timestamp[]
    1185, // timestamptz[]
    1187, // interval[]
    1182, // date[]
  ].map((oid) => [oid, keepText]),
);
const queryOptions = (rowMode: RowMode) => ({ rowMode, parsers });

type OpenTransaction = {
  tx: Transaction;
  finish: (commit: boolean) => void;
  /** The id of the `end` request, answered when PGlite has committed or rolled back. */
  endId?: number;
};

const transactions = new Map<number, OpenTransaction>();
const ROLLBACK = Symbol('rollback');

function answer(reply: WorkerReply): void {
  port!.postMessage(reply);
}

async function main(): Promise<void> {
  const pg = await PGlite.create(
    init.dataDir ?? undefined,
    pgliteOptions({ template: init.template ?? null, sharedBuffersMb: init.sharedBuffersMb }),
  );
  await migrate(drizzle({ client: pg }), { migrationsFolder: init.migrationsFolder });

  const target = (tx: number | undefined) => {
    if (tx === undefined) return pg;
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    return open.tx;
  };

  const handle = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const { rows, fields, affectedRows } = await target(request.tx).query(
          request.sql,
          request.params,
          queryOptions(request.rowMode),
        );
        return { rows, fields, affectedRows };
      }
      case 'exec':
        return (await target(request.tx).exec(request.sql)).map(({ rows, affectedRows }) => ({
          rows,
          affectedRows,
        }));
      case 'begin':
        return begin(pg, request.id);
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`transaction ${request.tx} is not open`);
        open.endId = request.id;
        open.finish(request.commit);
        return NO_ANSWER_YET;
      }
      case 'close':
        await pg.close();
        return null;
    }
  };

  port!.on('message', (request: WorkerRequest) => {
    handle(request).then(
      (result) => {
        if (result !== NO_ANSWER_YET) answer({ id: request.id, ok: true, result });
        if (request.op === 'close') port!.close();
      },
      (error: unknown) => answer({ id: request.id, ok: false, error: serializeError(error) }),
    );
  });
  port!.postMessage({ op: 'ready' } satisfies WorkerStartup);
}

/** Answered later, by the transaction's settling (see `begin`). */
const NO_ANSWER_YET = Symbol('no answer yet');

/**
 * Opens a PGlite transaction that stays open until the main thread's `end`. The `begin` request is
 * answered once the transaction has started; the `end` request once it has committed or rolled back.
 */
function begin(pg: PGlite, id: number): typeof NO_ANSWER_YET {
  let started = false;
  pg.transaction(async (tx) => {
    const commit = await new Promise<boolean>((finish) => {
      transactions.set(id, { tx, finish });
      started = true;
      answer({ id, ok: true, result: id });
    });
    if (!commit) throw ROLLBACK;
  })
    .then(
      () => ({ ok: true as const, result: null }),
      (error: unknown) =>
        error === ROLLBACK
          ? { ok: true as const, result: null }
          : { ok: false as const, error: serializeError(error) },
    )
    .then((outcome) => {
      const open = transactions.get(id);
      transactions.delete(id);
      if (!started) answer({ id, ...outcome } as WorkerReply);
      else if (open?.endId !== undefined) answer({ id: open.endId, ...outcome } as WorkerReply);
    });
  return NO_ANSWER_YET;
}

main().catch((error: unknown) => {
  port.postMessage({ op: 'failed', error: serializeError(error) } satisfies WorkerStartup);
  port.close();
});
