import { eq, sql } from 'drizzle-orm';
import { withDefaultSettings, type UserSettings, type UserSettingsUpdate } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';

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
  const { aiInstructions, language, ...plain } = change;
  let merged = sql`${users.settings} || ${JSON.stringify({ ...plain, ...(language && { language }) })}::jsonb`;
  // null is "follow the browser again": the key goes, so the stored settings stay valid.
  if (language === null) merged = sql`(${merged}) - 'language'`;
  if (aiInstructions) {
    // One level deeper for the AI Instructions: a kind set to null ('' too) is Reset to Default,
    // so it is removed and the default applies again; kinds not named stay as they are.
    const kinds = Object.fromEntries(
      Object.entries(aiInstructions).map(([kind, text]) => [kind, text ? text : null]),
    );
    const current = sql`coalesce(${users.settings} -> 'aiInstructions', '{}'::jsonb)`;
    merged = sql`${merged} || jsonb_build_object('aiInstructions', jsonb_strip_nulls(${current} || ${JSON.stringify(kinds)}::jsonb))`;
  }
  const [row] = await db
    .update(users)
    .set({ settings: merged })
    .where(eq(users.id, userId))
    .returning({ settings: users.settings });
  return withDefaultSettings(row?.settings);
}
