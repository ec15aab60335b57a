import { RETENTION_LIMITS, type RetentionKind } from '@dsb/core';

/**
 * What the owner of one kind of data gives the retention job (features/retention): it deletes
 * what is older than a cutoff and names the owners of what will pass it soon. The owning feature
 * writes these against its own tables, so the retention feature imports no table of another.
 */
export type RetentionHandler = {
  kind: RetentionKind;
  /** Deletes every item last touched before `cutoff`; returns how many went. */
  deleteBefore: (cutoff: Date) => Promise<number>;
  /**
   * The user ids owning items last touched before `cutoff` (the deletion cutoff moved forward by
   * the warning period). Absent for kinds whose owners are not warned (a log about them).
   */
  ownersBefore?: (cutoff: Date) => Promise<string[]>;
};

/** The inventory's retention text of a kind: its default period, which administrators change. */
export function retentionText(kind: RetentionKind, how: string): string {
  const { defaultDays, minDays, maxDays } = RETENTION_LIMITS[kind];
  return `${defaultDays} days by default (an administrator sets ${minDays}–${maxDays} days at /api/admin/retention): ${how}`;
}
