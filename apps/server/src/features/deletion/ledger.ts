import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { deletionCertificateSchema, type DeletionCertificate } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { userDeletions } from './tables';

export type DeletionRow = typeof userDeletions.$inferSelect;

/** The opaque name of a deleted account: SHA-256 of its id (the database computes the same). */
export const subjectOf = (userId: string) => createHash('sha256').update(userId).digest('hex');

/** The same hash in SQL, to find accounts a restored backup brought back. */
export const subjectSql = (column: SQL) =>
  sql`encode(sha256(convert_to(${column}::text, 'UTF8')), 'hex')`;

export function certificateOf(row: DeletionRow): DeletionCertificate {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    requestedBy: { kind: row.requestedKind, adminId: row.adminId, adminName: row.adminName },
    requestedAt: row.requestedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    removed: row.removed,
    keptWithOthers: row.keptWithOthers,
    storagePrefixes: row.storagePrefixes,
    reapplied: row.reapplied,
  };
}

/**
 * A copy of each finished deletion's certificate as a file under DATA_DIR/deletions. An install
 * restore (npm run restore) puts back an older database, ledger included; it keeps this folder
 * as it is now, so the next start still knows every deletion and applies them again.
 */
export async function writeLedgerFile(dir: string, certificate: DeletionCertificate) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${certificate.id}.json`);
  const temp = `${file}.tmp`;
  // The administrator's name stays in the database only, where deleting them replaces it.
  const copy = { ...certificate, requestedBy: { ...certificate.requestedBy, adminName: null } };
  await writeFile(temp, JSON.stringify(copy, null, 2), { mode: 0o600 });
  await rename(temp, file);
}

/** Records the deletions of the ledger folder the database does not know (after a restore). */
export async function importLedgerFiles(db: Db, dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let imported = 0;
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const parsed = deletionCertificateSchema.safeParse(
      JSON.parse(await readFile(path.join(dir, name), 'utf8').catch(() => 'null')),
    );
    if (!parsed.success || parsed.data.status !== 'done') continue;
    const c = parsed.data;
    const added = await db
      .insert(userDeletions)
      .values({
        id: c.id,
        subject: c.subject,
        status: 'done',
        requestedKind: c.requestedBy.kind,
        adminId: c.requestedBy.adminId,
        adminName: c.requestedBy.adminName,
        requestedAt: new Date(c.requestedAt),
        completedAt: c.completedAt ? new Date(c.completedAt) : null,
        removed: c.removed,
        keptWithOthers: c.keptWithOthers,
        storagePrefixes: c.storagePrefixes,
        reapplied: c.reapplied,
      })
      .onConflictDoNothing()
      .returning({ id: userDeletions.id });
    imported += added.length;
  }
  return imported;
}

/** The certificate of a finished deletion of this account id, if there is one. */
export async function findDeletionOf(db: Db, userId: string): Promise<DeletionCertificate | null> {
  const [row] = await db
    .select()
    .from(userDeletions)
    .where(eq(userDeletions.subject, subjectOf(userId)));
  return row && row.status === 'done' ? certificateOf(row) : null;
}
