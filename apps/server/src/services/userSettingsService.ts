import { eq, sql } from 'drizzle-orm';
import { withDefaultSettings, type UserSettings, type UserSettingsUpdate } from '@dsb/core';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export async function readSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db
    .select({ settings: users.settings })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return withDefaultSettings(row?.settings);
}

/** Merges the change into the stored settings in one statement, so two tabs' changes both land. */
export async function updateSettings(
  db: Db,
  userId: string,
  change: UserSettingsUpdate,
): Promise<UserSettings> {
  const [row] = await db
    .update(users)
    .set({ settings: sql`${users.settings} || ${JSON.stringify(change)}::jsonb` })
    .where(eq(users.id, userId))
    .returning({ settings: users.settings });
  return withDefaultSettings(row?.settings);
}
