import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import {
  claimItems,
  finishItem,
  heartbeat,
  recoverStaleItems,
  releaseItems,
  settleJob,
  type ClaimedItem,
  type ItemOutcome,
} from './queue';
import type { AbortReason, JobHandler } from './types';

export type JobRunnerOptions = {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Items worked on at once by this server, across all kinds. */
  concurrency: number;
  /** How often to look for work when nothing wakes the runner sooner. */
  pollMs?: number;
  /** How often the runner tells the database it still holds its items. */
  heartbeatMs?: number;
  /** A running item whose heartbeat is older than this belongs to a server that stopped. */
  staleAfterMs?: number;
  /** An item is failed after this many claims, so one that kills its server cannot loop. */
  maxAttempts?: number;
  /**
   * At start, take back 'all' running items (only safe when no other server can share the
   * database: embedded PGlite holds a lock on its directory) or only 'stale' ones.
   */
  startupRecovery?: 'all' | 'stale';
  /** How long stop() lets aborted items wind down before giving them back unfinished (5 s). */
  shutdownGraceMs?: number;
  /** Identifies this runner's claims; unique per process by default. */
  owner?: string;
};

type ActiveItem = { jobId: string; controller: AbortController; done: Promise<void> };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error ?? 'Unknown error');

/**
 * Works through the durable jobs of the kinds registered with it: claims pending items, runs their
 * handler with bounded concurrency, records each outcome and the job's progress, aborts items whose
 * job was cancelled, and takes back work of servers that stopped
 * (docs/decisions/0014-durable-jobs.md).
 */
export class JobRunner {
  readonly owner: string;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly active = new Map<string, ActiveItem>();
  private readonly timers: NodeJS.Timeout[] = [];
  private polling: Promise<void> | null = null;
  private pollAgain = false;
  private running = false;
  private lastRecovery = 0;
  private readonly pollMs: number;
  private readonly heartbeatMs: number;
  private readonly staleAfterMs: number;

  constructor(private readonly options: JobRunnerOptions) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.pollMs = options.pollMs ?? 1000;
    this.heartbeatMs = options.heartbeatMs ?? 5000;
    this.staleAfterMs = options.staleAfterMs ?? 30_000;
  }

  /** Adds the handler of one job kind; before start(). */
  register<Payload, Input, Result>(handler: JobHandler<Payload, Input, Result>): void {
    if (this.handlers.has(handler.kind)) {
      throw new Error(`a job handler for '${handler.kind}' is already registered`);
    }
    this.handlers.set(handler.kind, handler as unknown as JobHandler);
  }

  get activeCount(): number {
    return this.active.size;
  }

  /** Takes back work left by stopped servers, then starts polling and heartbeats. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const all = this.options.startupRecovery === 'all';
    await this.recover(all ? null : this.staleAfterMs);
    const poll = setInterval(() => this.wake(), this.pollMs);
    const beat = setInterval(() => void this.beat(), this.heartbeatMs);
    poll.unref();
    beat.unref();
    this.timers.push(poll, beat);
    this.wake();
  }

  /** Looks for work now (a job was just created, or an item finished). */
  wake(): void {
    if (!this.running) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = this.poll()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'jobs: polling failed'))
      .finally(() => {
        this.polling = null;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.wake();
        }
      });
  }

  /** Aborts this server's running items of a job whose cancel was just requested here. */
  abortJob(jobId: string): void {
    for (const item of this.active.values()) {
      if (item.jobId === jobId) item.controller.abort('cancelled' satisfies AbortReason);
    }
  }

  /**
   * Stops taking work, aborts what is running, waits up to the grace period for it to wind down,
   * and gives back whatever is still unfinished so another server (or the next start) resumes it.
   */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.polling;
    const pending = [...this.active.values()];
    for (const item of pending) item.controller.abort('shutdown' satisfies AbortReason);
    const grace = new Promise<void>((resolve) =>
      setTimeout(resolve, this.options.shutdownGraceMs ?? 5000).unref(),
    );
    await Promise.race([Promise.allSettled(pending.map((item) => item.done)), grace]);
    try {
      const released = await releaseItems(this.options.db, this.owner);
      if (released > 0) this.options.log.info({ released }, 'jobs: gave back unfinished items');
    } catch (error) {
      this.options.log.warn({ err: error }, 'jobs: could not give back unfinished items');
    }
  }

  private async poll(): Promise<void> {
    if (Date.now() - this.lastRecovery >= this.staleAfterMs) {
      await this.recover(this.staleAfterMs);
    }
    const free = this.options.concurrency - this.active.size;
    if (free <= 0 || !this.running) return;
    const claimed = await claimItems(this.options.db, this.owner, [...this.handlers.keys()], free);
    for (const item of claimed) this.startItem(item);
  }

  private async recover(staleAfterMs: number | null): Promise<void> {
    this.lastRecovery = Date.now();
    const notResumable = new Set(
      [...this.handlers.values()].filter((h) => h.resumable === false).map((h) => h.kind),
    );
    const taken = await recoverStaleItems(this.options.db, {
      kinds: [...this.handlers.keys()],
      notResumable,
      staleAfterMs,
      maxAttempts: this.options.maxAttempts ?? 3,
    });
    if (taken > 0) {
      this.options.log.info({ taken }, 'jobs: took back work of a server that stopped');
    }
  }

  private startItem(item: ClaimedItem): void {
    const key = `${item.jobId}:${item.seq}`;
    const controller = new AbortController();
    const done = this.execute(item, controller.signal)
      .catch((error: unknown) =>
        this.options.log.error({ err: error, jobId: item.jobId }, 'jobs: recording failed'),
      )
      .finally(() => {
        this.active.delete(key);
        this.wake();
      });
    this.active.set(key, { jobId: item.jobId, controller, done });
  }

  private async execute(item: ClaimedItem, signal: AbortSignal): Promise<void> {
    const handler = this.handlers.get(item.kind)!;
    let outcome: ItemOutcome;
    try {
      const result = await handler.run(item.input, {
        jobId: item.jobId,
        seq: item.seq,
        attempt: item.attempt,
        payload: item.payload,
        signal,
      });
      outcome = { status: 'done', result };
    } catch (error) {
      // Stopping is not the item's fault: stop() gives it back and it is done again later.
      if (signal.aborted && signal.reason === 'shutdown') return;
      outcome =
        signal.aborted && signal.reason === 'cancelled'
          ? { status: 'cancelled' }
          : { status: 'failed', error: messageOf(error) };
    }
    const kept = await finishItem(this.options.db, item, this.owner, outcome);
    if (!kept) {
      this.options.log.warn(
        { jobId: item.jobId, seq: item.seq },
        'jobs: an item was taken back while it ran; its result is dropped and it is redone',
      );
      return;
    }
    const status = await settleJob(this.options.db, item.jobId, handler.summarize);
    if (!status) return;
    this.options.log.info({ jobId: item.jobId, kind: item.kind, status }, 'job ended');
    await handler
      .onJobEnded?.(item.jobId, status)
      .catch((error: unknown) =>
        this.options.log.error({ err: error, jobId: item.jobId }, 'jobs: onJobEnded failed'),
      );
  }

  private async beat(): Promise<void> {
    if (!this.running || this.active.size === 0) return;
    try {
      const cancelled = await heartbeat(this.options.db, this.owner);
      for (const jobId of cancelled) this.abortJob(jobId);
    } catch (error) {
      this.options.log.warn({ err: error }, 'jobs: heartbeat failed');
    }
  }
}
