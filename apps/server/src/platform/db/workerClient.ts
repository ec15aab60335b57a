import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../workers/workerEntry';
import {
  deserializeError,
  type RowMode,
  type WorkerInit,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStartup,
} from './workerProtocol';

type QueryResult = { rows: unknown[]; fields: unknown[]; affectedRows?: number };
type QueryOptions = { rowMode?: RowMode };

/** What drizzle's PGlite driver calls on a client, and on the transaction it is handed. */
export type PgliteLikeTransaction = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
};

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * PGlite in a worker thread, with the part of PGlite's API drizzle uses (`query`, `exec`,
 * `transaction`). A transaction pins the database until it commits or rolls back; other queries
 * queue behind it in the order they came, as they would in one PGlite.
 */
export class PgliteWorkerClient implements PgliteLikeTransaction {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Set when the worker has died: every later call fails at once with it. */
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: WorkerReply | WorkerStartup) => {
      if (!('id' in message)) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(deserializeError(message.error));
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the database worker exited (code ${code})`)));
  }

  /**
   * Starts the worker, which opens (creating if needed) and migrates the database. Creating a
   * cluster leaves about 300 MB of PGlite's set-up buffers as garbage in the thread, which an idle
   * worker never collects (a fresh server held 870 MB, one reopening its data 370 MB): a new
   * cluster is created and migrated by a first thread that then ends, and a second one opens it.
   */
  static async start(init: WorkerInit): Promise<PgliteWorkerClient> {
    if (init.dataDir && !existsSync(path.join(init.dataDir, 'PG_VERSION'))) {
      await (await PgliteWorkerClient.spawn(init)).close();
    }
    return PgliteWorkerClient.spawn(init);
  }

  private static async spawn(init: WorkerInit): Promise<PgliteWorkerClient> {
    const { entry, eval: isCode } = workerEntry(
      import.meta.url,
      'pgliteWorker',
      new URL('./pgliteWorker.ts', import.meta.url),
    );
    const worker = new Worker(entry, { workerData: init, eval: isCode });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new Error(`the database worker exited (code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: WorkerStartup) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.op === 'ready') resolve();
        else reject(deserializeError(message.error));
      });
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteWorkerClient(worker);
  }

  /** Requests sent to the worker and not yet answered: the database queue's length. */
  get queueDepth(): number {
    return this.pending.size;
  }

  get alive(): boolean {
    return this.failure === null;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.request({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.request({ op: 'exec', sql });
  }

  async transaction<T>(run: (tx: PgliteLikeTransaction) => Promise<T>): Promise<T> {
    const tx = await this.request<number>({ op: 'begin' });
    const inTx: PgliteLikeTransaction = {
      query: (sql, params = [], options = {}) =>
        this.request({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx }),
      exec: (sql) => this.request({ op: 'exec', sql, tx }),
    };
    let result: T;
    try {
      result = await run(inTx);
    } catch (error) {
      await this.request({ op: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.request({ op: 'end', tx, commit: true });
    return result;
  }

  /** Waits for queued work, closes PGlite (flushing it to disk) and ends the thread. */
  async close(): Promise<void> {
    if (this.failure) return;
    await this.request({ op: 'close' });
    this.failure = new Error('the database is closed');
    await this.worker.terminate();
  }

  private request<T = never>(message: DistributiveOmit<WorkerRequest, 'id'>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
