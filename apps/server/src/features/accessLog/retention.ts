import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { RetentionHandler } from '../../platform/privacy/retention';
import { accessLog } from './tables';

/**
 * The access log's part in the retention job. Owners are not warned: the entries are a record
 * about them, not their work. Each new entry still sweeps past 12 months (the period's maximum).
 */
export function accessLogRetention(db: Db): RetentionHandler {
  return {
    kind: 'access-log',
    deleteBefore: async (cutoff) =>
      (await db.delete(accessLog).where(lt(accessLog.at, cutoff)).returning({ id: accessLog.id }))
        .length,
  };
}
