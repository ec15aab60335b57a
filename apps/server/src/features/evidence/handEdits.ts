import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { activityLog } from '../../platform/activity/tables';

/**
 * Items whose title and description an admin edited by hand (Edit Evidence): the activity log
 * records every such edit with the item's id.
 */
export async function handEditedIds(
  db: Pick<Db, 'selectDistinct'>,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const edited = sql<string>`${activityLog.details}->>'evidenceId'`;
  const rows = await db
    .selectDistinct({ id: edited })
    .from(activityLog)
    .where(
      and(eq(activityLog.action, ACTIVITY_ACTIONS.adminUpdateEvidence), inArray(edited, [...ids])),
    );
  return new Set(rows.map((row) => row.id));
}
