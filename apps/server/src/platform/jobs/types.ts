import type { JobStatus } from './tables';
import type { JobItem } from './queue';

/** The job kinds the runner knows; services that create jobs name them from here. */
export const SCRAPE_JOB_KIND = 'scrape';

/** Why a handler's signal was aborted. */
export type AbortReason = 'cancelled' | 'shutdown';

/** What a handler is given for one item of a job. */
export type JobContext<Payload = unknown> = {
  jobId: string;
  /** The item's position in its job. */
  seq: number;
  /** 1 on the first claim; more when the item is resumed after a server stopped. */
  attempt: number;
  /** The job's input shared by all its items (e.g. scrape options). */
  payload: Payload;
  /**
   * Aborted when the job is cancelled (reason 'cancelled') or this server stops ('shutdown').
   * Long items check it between steps; a handler that throws after an abort is not a failure.
   */
  signal: AbortSignal;
};

/**
 * One kind of background work. The runner calls `run` once per item, at most `concurrency` items
 * at a time across all kinds on one server, and records what it returns (or the error it throws)
 * as the item's result.
 */
export type JobHandler<Payload = unknown, Input = unknown, Result = unknown> = {
  kind: string;
  run: (input: Input, context: JobContext<Payload>) => Promise<Result>;
  /**
   * False when a half-done item cannot be picked up again (e.g. a restore): a job whose server
   * stopped becomes 'interrupted' instead of resuming. Default true.
   */
  resumable?: boolean;
  /** The job's result once every item is finished; default: the single item's result. */
  summarize?: (items: JobItem[]) => unknown;
  /**
   * Runs once, on the server whose runner closed the job, after its final status is written
   * (e.g. the scrape's automatic sync). A failure is logged; the job's status stands.
   */
  onJobEnded?: (jobId: string, status: JobStatus) => Promise<void>;
};
