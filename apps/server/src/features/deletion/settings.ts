import { eq } from 'drizzle-orm';
import type { DeletionSettings } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { deletionSettings } from './tables';

/** The deletion settings; self-deletion is off until an administrator turns it on. */
export async function readDeletionSettings(db: Db): Promise<DeletionSettings> {
  const [row] = await db.select().from(deletionSettings).where(eq(deletionSettings.id, 1));
  return { allowSelfDeletion: row?.allowSelfDeletion ?? false };
}

export async function saveDeletionSettings(
  db: Db,
  settings: DeletionSettings,
): Promise<DeletionSettings> {
  await db
    .insert(deletionSettings)
    .values({ id: 1, allowSelfDeletion: settings.allowSelfDeletion })
    .onConflictDoUpdate({
      target: deletionSettings.id,
      set: { allowSelfDeletion: settings.allowSelfDeletion, updatedAt: new Date() },
    });
  return readDeletionSettings(db);
}
