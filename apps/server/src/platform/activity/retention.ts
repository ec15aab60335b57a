import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RetentionHandler } from '../privacy/retention';
import { activityLog } from './tables';

/** The activity log's part in the retention job: entries older than the period go. */
export function activityRetention(db: Db): RetentionHandler {
  return {
    kind: 'activity-log',
    deleteBefore: async (cutoff) =>
      (
        await db
          .delete(activityLog)
          .where(lt(activityLog.timestamp, cutoff))
          .returning({ id: activityLog.id })
      ).length,
    ownersBefore: async (cutoff) =>
      (
        await db
          .selectDistinct({ userId: activityLog.userId })
          .from(activityLog)
          .where(and(lt(activityLog.timestamp, cutoff), isNotNull(activityLog.userId)))
      ).map((row) => row.userId!),
  };
}
