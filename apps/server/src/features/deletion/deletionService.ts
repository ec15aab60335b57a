import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { USER_DELETION_MESSAGES, type DeletionCertificate, type User } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { forgetRecentSessions } from '../../platform/auth/sessionCache';
import { HttpError } from '../../platform/http/errors';
import type { ObjectStorage } from '../../platform/storage/storage';
import { eraseUserRows, scriptsOf } from './erase';
import {
  certificateOf,
  importLedgerFiles,
  subjectOf,
  subjectSql,
  writeLedgerFile,
  type DeletionRow,
} from './ledger';
import { userDeletions, type PendingFiles } from './tables';

export type DeletionDeps = {
  db: Db;
  storage: ObjectStorage;
  /** The narration cache: a deleted person's scripts are forgotten in every voice. */
  speech: { forgetTexts: (texts: readonly string[]) => Promise<number> };
  /** DATA_DIR/deletions: the ledger's copy that survives an install restore. */
  ledgerDir: string;
  log: { warn: (details: object, message: string) => void };
};

export type Requester = { kind: 'admin'; admin: User } | { kind: 'self' };

/** What a deleted co-author is called where their name would have shown. */
export const FORMER_MEMBER = 'Former member';

/** Adds counts into a record of counts. */
function plus(into: Record<string, number>, more: Record<string, number>) {
  const sum = { ...into };
  for (const [item, n] of Object.entries(more)) sum[item] = (sum[item] ?? 0) + n;
  return sum;
}

/**
 * Deletes a user from every place the data inventory declares (docs/privacy.md) and answers the
 * deletion's certificate. The deletion is recorded 'pending' before anything goes, so a crash
 * halfway is finished at the next start (resumePendingDeletions); the record's unique subject
 * makes two deletions of one user one: the second is refused while the first runs and answered
 * the first's certificate once it is done.
 */
export async function deleteUserCompletely(
  deps: DeletionDeps,
  userId: string,
  requester: Requester,
): Promise<DeletionCertificate> {
  const subject = subjectOf(userId);
  const [created] = await deps.db
    .insert(userDeletions)
    .values({
      subject,
      pendingUserId: userId,
      requestedKind: requester.kind,
      adminId: requester.kind === 'admin' ? requester.admin._id : null,
      adminName: requester.kind === 'admin' ? requester.admin.displayName : null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return finish(deps, created);
  const [earlier] = await deps.db
    .select()
    .from(userDeletions)
    .where(eq(userDeletions.subject, subject));
  if (!earlier || earlier.status === 'pending') {
    throw new HttpError(409, USER_DELETION_MESSAGES.inProgress);
  }
  // Done before; the account is back only if a restore brought it: apply the deletion again.
  const [back] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return back ? reapply(deps, earlier, userId) : certificateOf(earlier);
}

/** Marks a finished deletion pending again for an account a restore brought back, and runs it. */
async function reapply(
  deps: DeletionDeps,
  row: DeletionRow,
  userId: string,
): Promise<DeletionCertificate> {
  const [claimed] = await deps.db
    .update(userDeletions)
    .set({
      status: 'pending',
      pendingUserId: userId,
      reapplied: sql`${userDeletions.reapplied} + 1`,
    })
    .where(and(eq(userDeletions.id, row.id), eq(userDeletions.status, 'done')))
    .returning();
  if (!claimed) throw new HttpError(409, USER_DELETION_MESSAGES.inProgress);
  return finish(deps, claimed);
}

/** Who takes over a class link no co-teacher can: the acting, else the first active admin. */
async function heirOf(db: Db, row: DeletionRow, userId: string): Promise<string | null> {
  if (row.adminId && row.adminId !== userId) {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.id, row.adminId));
    if (admin) return admin.id;
  }
  const [first] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'active'), ne(users.id, userId)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return first?.id ?? null;
}

/**
 * Does (or finishes) a pending deletion: the rows in one transaction that also records the files
 * left to remove, then the files and the narration cache, then 'done'. Every step can run again.
 * A file storage refuses leaves the deletion pending (the next start retries) and its
 * certificate says so.
 */
async function finish(deps: DeletionDeps, row: DeletionRow): Promise<DeletionCertificate> {
  let current = row;
  const userId = row.pendingUserId;
  if (userId) {
    // Before the stories go: only the texts lead to their narration in the cache.
    const narration = await deps.speech.forgetTexts(await scriptsOf(deps.db, userId));
    const heir = await heirOf(deps.db, row, userId);
    await eraseUserRows(deps.db, userId, heir, FORMER_MEMBER, async (tx, erased) => {
      const files = mergeFiles(row.pendingFiles, erased.files);
      const removed = plus(row.removed, { ...erased.removed, 'narration audio': narration });
      const [updated] = await tx
        .update(userDeletions)
        .set({
          pendingUserId: null,
          pendingFiles: files,
          removed: Object.fromEntries(Object.entries(removed).filter(([, n]) => n > 0)),
          keptWithOthers: plus(row.keptWithOthers, erased.keptWithOthers),
          storagePrefixes: [...new Set([...row.storagePrefixes, ...prefixRoots(files)])],
        })
        .where(eq(userDeletions.id, row.id))
        .returning();
      current = updated!;
    });
    forgetRecentSessions();
  }
  const files = current.pendingFiles ?? { keys: [], prefixes: [] };
  let gone: Record<string, number>;
  try {
    gone = await removeFiles(deps.storage, files);
  } catch (error) {
    deps.log.warn({ err: error, deletion: row.id }, 'a deletion could not remove stored files');
    return certificateOf(current);
  }
  const [done] = await deps.db
    .update(userDeletions)
    .set({
      status: 'done',
      pendingFiles: null,
      completedAt: new Date(),
      removed: plus(current.removed, gone),
    })
    .where(eq(userDeletions.id, row.id))
    .returning();
  const certificate = certificateOf(done!);
  await writeLedgerFile(deps.ledgerDir, certificate).catch((error: unknown) =>
    deps.log.warn({ err: error }, 'the deletion ledger file could not be written'),
  );
  return certificate;
}

function mergeFiles(earlier: PendingFiles | null, now: PendingFiles): PendingFiles {
  return {
    keys: [...new Set([...(earlier?.keys ?? []), ...now.keys])],
    prefixes: [...new Set([...(earlier?.prefixes ?? []), ...now.prefixes])],
  };
}

/** The inventory's storage item a key is in ('uploads/', 'videos/', ...). */
const rootOf = (key: string) => `${key.split('/')[0]}/`;

function prefixRoots(files: PendingFiles): string[] {
  return [...new Set([...files.keys, ...files.prefixes].map(rootOf))];
}

/** Removes the files; counts them by storage item. Throws when storage refuses one. */
async function removeFiles(storage: ObjectStorage, files: PendingFiles) {
  const gone: Record<string, number> = {};
  const remove = async (key: string) => {
    await storage.deleteObject(key);
    gone[rootOf(key)] = (gone[rootOf(key)] ?? 0) + 1;
  };
  for (const key of files.keys) {
    if (await storage.headObject(key)) await remove(key);
  }
  for (const prefix of files.prefixes) {
    for (const object of await storage.list(prefix)) await remove(object.key);
  }
  return gone;
}

/** Finishes the deletions a stopped server left pending (at start, before serving). */
export async function resumePendingDeletions(deps: DeletionDeps): Promise<number> {
  const pending = await deps.db
    .select()
    .from(userDeletions)
    .where(eq(userDeletions.status, 'pending'));
  for (const row of pending) await finish(deps, row);
  return pending.length;
}

/**
 * Applies every recorded deletion again to accounts a restored backup brought back (at start,
 * and after a collection restore): the ledger knows them by the hash of their id.
 */
export async function reapplyDeletions(deps: DeletionDeps): Promise<number> {
  const back = (
    (await deps.db.execute(sql`
      select u.id as user_id, d.id as deletion_id from users u
        join user_deletions d on d.subject = ${subjectSql(sql`u.id`)} and d.status = 'done'`)) as {
      rows: Array<{ user_id: string; deletion_id: string }>;
    }
  ).rows;
  for (const { user_id: userId, deletion_id: deletionId } of back) {
    const [row] = await deps.db
      .select()
      .from(userDeletions)
      .where(eq(userDeletions.id, deletionId));
    if (row) await reapply(deps, row, userId);
  }
  return back.length;
}

/**
 * What a server does at start, before serving: learns the deletions an install restore's older
 * database does not know (from the ledger folder), finishes the pending ones and deletes again
 * every account a restored backup brought back.
 */
export async function catchUpDeletions(deps: DeletionDeps) {
  const imported = await importLedgerFiles(deps.db, deps.ledgerDir);
  const resumed = await resumePendingDeletions(deps);
  const reapplied = await reapplyDeletions(deps);
  return { imported, resumed, reapplied };
}

export async function getCertificate(db: Db, id: string): Promise<DeletionCertificate> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const [row] = uuid.test(id)
    ? await db.select().from(userDeletions).where(eq(userDeletions.id, id))
    : [];
  if (!row) throw new HttpError(404, USER_DELETION_MESSAGES.notFound);
  return certificateOf(row);
}
