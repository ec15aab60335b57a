import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { jobs } from './tables';

/**
 * Progress inside one job item (a backup's rows and files), for jobs whose single item is long.
 * The job's own progress counts finished items; this is kept in the job's `result` while it runs,
 * and the final result replaces it when the job ends (queue.settleJob).
 */
export const itemProgressSchema = z.object({
  phase: z.string(),
  processed: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Percent of the whole job, 0 to 100. */
  percent: z.number().int().min(0).max(100),
});
export type ItemProgress = z.infer<typeof itemProgressSchema>;

/** Phases of a job and the share of the whole each takes, as [start, end] percent. */
export type PhasePlan<Phase extends string> = Record<Phase, readonly [number, number]>;

/** At most one write per this many milliseconds, plus every phase's start and end. */
const WRITE_INTERVAL_MS = 250;

/**
 * Reports a running item's progress to the jobs table, throttled. Writes are awaited, so they
 * must never be made while a transaction holds the embedded database (it would wait for itself).
 */
export class ProgressReporter<Phase extends string> {
  private lastWrite = 0;
  private lastPhase: Phase | null = null;

  constructor(
    private readonly db: Db,
    private readonly jobId: string,
    private readonly plan: PhasePlan<Phase>,
  ) {}

  async report(phase: Phase, processed: number, total: number): Promise<void> {
    const now = Date.now();
    const boundary = phase !== this.lastPhase || processed === 0 || processed >= total;
    if (!boundary && now - this.lastWrite < WRITE_INTERVAL_MS) return;
    this.lastWrite = now;
    this.lastPhase = phase;
    const [start, end] = this.plan[phase];
    const share = total > 0 ? Math.min(processed / total, 1) : 1;
    const progress: ItemProgress = {
      phase,
      processed,
      total,
      percent: Math.round(start + (end - start) * share),
    };
    await this.db
      .update(jobs)
      .set({ result: progress, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, this.jobId), eq(jobs.status, 'running')));
  }
}

/** The progress a running job last reported, or null when it has reported none. */
export function readItemProgress(result: unknown): ItemProgress | null {
  const parsed = itemProgressSchema.safeParse(result);
  return parsed.success ? parsed.data : null;
}
