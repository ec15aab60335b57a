import { Worker } from 'node:worker_threads';
import { workerEntry } from '../workers/workerEntry';
import { EmbeddingError, LOCAL_EMBEDDING_MODEL, type Embedder } from './embedder';

export type EmbedRequest = { id: number; texts: string[] };
export type EmbedReply =
  { id: number; ok: true; vectors: number[][] } | { id: number; ok: false; message: string };

type Pending = { resolve: (vectors: number[][]) => void; reject: (error: Error) => void };

/**
 * The local sentence model in a worker thread (decision 0008's rule for the database, applied to
 * embeddings): a sync of 200 charts or a new prompt is embedded while the main thread keeps
 * answering requests. The worker starts on the first call and is started again if it dies.
 */
export class WorkerSentenceEmbedder implements Embedder {
  readonly model = LOCAL_EMBEDDING_MODEL;
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  embed(texts: readonly string[]): Promise<number[][]> {
    if (texts.length === 0) return Promise.resolve([]);
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, texts: [...texts] } satisfies EmbedRequest);
    });
  }

  /** Stops the worker (server shutdown); calls still waiting fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const { entry, eval: isCode } = workerEntry(
      import.meta.url,
      'embedderWorker',
      new URL('./embedderWorker.ts', import.meta.url),
    );
    const worker = new Worker(entry, { eval: isCode });
    // An idle embedder does not keep the process alive.
    worker.unref();
    worker.on('message', (reply: EmbedReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.vectors);
      else waiting.reject(new EmbeddingError(reply.message));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new EmbeddingError(`the embedder worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
