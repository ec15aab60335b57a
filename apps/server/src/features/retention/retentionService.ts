import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import {
  RETENTION_KINDS,
  RETENTION_LIMITS,
  RETENTION_RUNS_SHOWN,
  RETENTION_WARNING_DAYS,
  retentionPeriods,
  type MyNoticesResponse,
  type RetentionKind,
  type RetentionPeriods,
  type RetentionPolicyResponse,
  type RetentionResponse,
  type RetentionRun,
  type UpdateRetentionRequest,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import type { RetentionHandler } from '../../platform/privacy/retention';
import { retentionRuns, retentionSettings, retentionWarnings } from './tables';

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export async function readPeriods(db: Db): Promise<RetentionPeriods> {
  const rows = await db.select().from(retentionSettings);
  return retentionPeriods(Object.fromEntries(rows.map((row) => [row.kind, row.days])));
}

const toRun = (row: typeof retentionRuns.$inferSelect): RetentionRun => ({
  id: row.id,
  startedAt: row.startedAt.toISOString(),
  deleted: row.deleted,
  warned: row.warned,
  errors: row.errors,
});

export async function describeRetention(db: Db): Promise<RetentionResponse> {
  const [periods, runs] = await Promise.all([
    readPeriods(db),
    db
      .select()
      .from(retentionRuns)
      .orderBy(desc(retentionRuns.startedAt))
      .limit(RETENTION_RUNS_SHOWN),
  ]);
  return {
    kinds: RETENTION_KINDS.map((kind) => ({
      kind,
      days: periods[kind],
      ...RETENTION_LIMITS[kind],
    })),
    warningDays: RETENTION_WARNING_DAYS,
    runs: runs.map(toRun),
  };
}

/** The public policy: each kind's current period, no runs. */
export async function retentionPolicy(db: Db): Promise<RetentionPolicyResponse> {
  const periods = await readPeriods(db);
  return {
    kinds: RETENTION_KINDS.map((kind) => ({ kind, days: periods[kind] })),
    warningDays: RETENTION_WARNING_DAYS,
  };
}

/** Stores the periods given (already within bounds: the request schema checks them). */
export async function updateRetention(db: Db, update: UpdateRetentionRequest, now = new Date()) {
  for (const [kind, days] of Object.entries(update)) {
    await db
      .insert(retentionSettings)
      .values({ kind: kind as RetentionKind, days, updatedAt: now })
      .onConflictDoUpdate({ target: retentionSettings.kind, set: { days, updatedAt: now } });
  }
  return describeRetention(db);
}

export type RetentionDeps = { db: Db; handlers: readonly RetentionHandler[] };

/**
 * One run of the retention job at `now` (a parameter so tests move the clock). Per kind: owners
 * whose items pass the period within the warning days are warned once; items past the period are
 * deleted; warnings older than the warning period are then spent and removed, so an owner whose
 * newer items near the end later is warned again. A kind that fails is logged and retried next run.
 */
export async function runRetention(deps: RetentionDeps, now = new Date()): Promise<RetentionRun> {
  const periods = await readPeriods(deps.db);
  const run = { deleted: {}, warned: {}, errors: {} } as Omit<RetentionRun, 'id' | 'startedAt'>;
  for (const handler of deps.handlers) {
    const { kind } = handler;
    const cutoff = daysBefore(now, periods[kind]);
    try {
      run.deleted[kind] = await handler.deleteBefore(cutoff);
      await deps.db
        .delete(retentionWarnings)
        .where(
          and(
            eq(retentionWarnings.kind, kind),
            lte(retentionWarnings.warnedAt, daysBefore(now, RETENTION_WARNING_DAYS)),
          ),
        );
      if (handler.ownersBefore) {
        const soon = new Date(cutoff.getTime() + RETENTION_WARNING_DAYS * DAY_MS);
        const owners = await handler.ownersBefore(soon);
        const written = owners.length
          ? await deps.db
              .insert(retentionWarnings)
              .values(owners.map((userId) => ({ userId, kind, warnedAt: now })))
              .onConflictDoNothing()
              .returning({ userId: retentionWarnings.userId })
          : [];
        run.warned[kind] = written.length;
      }
    } catch (error) {
      run.errors[kind] = error instanceof Error ? error.message : String(error);
    }
  }
  const [row] = await deps.db
    .insert(retentionRuns)
    .values({ startedAt: now, ...run })
    .returning();
  return toRun(row!);
}

/** The owner's current notices: what of theirs is due to go, and from when. */
export async function myNotices(db: Db, userId: string): Promise<MyNoticesResponse> {
  const rows = await db
    .select()
    .from(retentionWarnings)
    .where(
      and(
        eq(retentionWarnings.userId, userId),
        inArray(retentionWarnings.kind, [...RETENTION_KINDS]),
      ),
    );
  return {
    notices: rows.map((row) => ({
      kind: row.kind,
      deleteFrom: new Date(row.warnedAt.getTime() + RETENTION_WARNING_DAYS * DAY_MS).toISOString(),
    })),
  };
}

/** When the latest run started, or null before the first. */
export async function lastRunAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: retentionRuns.startedAt })
    .from(retentionRuns)
    .orderBy(desc(retentionRuns.startedAt))
    .limit(1);
  return row?.startedAt ?? null;
}
