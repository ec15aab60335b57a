import { aliasedTable, and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import {
  ACCESS_DEDUP_MINUTES,
  ACCESS_RETENTION_MONTHS,
  type AccessKind,
  type AdminAccessEntry,
  type AdminAccessLogExportQuery,
  type AdminAccessLogQuery,
  type AdminAccessLogResponse,
  type MyAccessLogQuery,
  type MyAccessLogResponse,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { accessLog } from './tables';

/** One read of a pupil's item by someone else (see recordAccess). */
export type AccessRead = {
  reader: { id: string; isAdmin: boolean };
  ownerId: string;
  kind: AccessKind;
  itemId: string;
  title: string;
};

const WINDOW_MS = ACCESS_DEDUP_MINUTES * 60_000;

/** The oldest moment an entry is kept for: ACCESS_RETENTION_MONTHS before `now`. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ACCESS_RETENTION_MONTHS);
  return cutoff;
}

/**
 * Records that `reader` opened a pupil's item. Nothing is recorded when the reader is the owner
 * (callers also leave out co-authors, who are editing their own story), and a second read of the
 * same item by the same reader within the ten-minute window is a no-op (the unique index). A
 * new entry also removes entries past their retention, so the table is swept without a schedule.
 * Returns whether an entry was written.
 */
export async function recordAccess(db: Db, read: AccessRead, now = new Date()): Promise<boolean> {
  if (read.reader.id === read.ownerId) return false;
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const written = await db
    .insert(accessLog)
    .values({
      readerId: read.reader.id,
      readerRole: read.reader.isAdmin ? 'administrator' : 'teacher',
      ownerId: read.ownerId,
      kind: read.kind,
      itemId: read.itemId,
      title: read.title.slice(0, 300),
      windowStart,
      at: now,
    })
    .onConflictDoNothing()
    .returning({ id: accessLog.id });
  if (written.length === 0) return false;
  await db.delete(accessLog).where(lt(accessLog.at, retentionCutoff(now)));
  return true;
}

const reader = aliasedTable(users, 'reader');
const owner = aliasedTable(users, 'owner');
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** One page of the entries about `ownerId`, newest first: names and roles, no e-mail addresses. */
export async function listMyAccess(
  db: Db,
  ownerId: string,
  query: MyAccessLogQuery,
  now = new Date(),
): Promise<MyAccessLogResponse> {
  const where = and(eq(accessLog.ownerId, ownerId), gte(accessLog.at, retentionCutoff(now)));
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: accessLog, readerName: reader.displayName })
      .from(accessLog)
      .innerJoin(reader, eq(reader.id, accessLog.readerId))
      .where(where)
      .orderBy(desc(accessLog.at), desc(accessLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(accessLog).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    entries: rows.map(({ entry, readerName }) => ({
      _id: entry.id,
      readerName,
      readerRole: entry.readerRole,
      kind: entry.kind,
      title: entry.title,
      at: entry.at.toISOString(),
    })),
    total: n,
    page: query.page,
    limit: query.limit,
    totalPages: pages(n, query.limit),
  };
}

function adminFilter(query: AdminAccessLogExportQuery, now: Date): SQL {
  const conditions: SQL[] = [gte(accessLog.at, retentionCutoff(now))];
  if (query.reader) {
    const pattern = likePattern(query.reader);
    conditions.push(or(ilike(reader.displayName, pattern), ilike(reader.email, pattern))!);
  }
  if (query.owner) {
    const pattern = likePattern(query.owner);
    conditions.push(or(ilike(owner.displayName, pattern), ilike(owner.email, pattern))!);
  }
  if (query.kind !== 'all') conditions.push(eq(accessLog.kind, query.kind));
  if (query.from) conditions.push(gte(accessLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const dayAfter = new Date(`${query.to}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    conditions.push(lt(accessLog.at, dayAfter));
  }
  return and(...conditions)!;
}

function adminRows(db: Db, query: AdminAccessLogExportQuery, now: Date) {
  return db
    .select({
      entry: accessLog,
      readerName: reader.displayName,
      readerEmail: reader.email,
      ownerName: owner.displayName,
      ownerEmail: owner.email,
    })
    .from(accessLog)
    .innerJoin(reader, eq(reader.id, accessLog.readerId))
    .innerJoin(owner, eq(owner.id, accessLog.ownerId))
    .where(adminFilter(query, now))
    .orderBy(desc(accessLog.at), desc(accessLog.id))
    .$dynamic();
}

type AdminRow = Awaited<ReturnType<typeof adminRows>>[number];
const presentAdmin = ({ entry, ...people }: AdminRow): AdminAccessEntry => ({
  _id: entry.id,
  ...people,
  readerRole: entry.readerRole,
  kind: entry.kind,
  itemId: entry.itemId,
  title: entry.title,
  at: entry.at.toISOString(),
});

/** One page of every entry matching the administrator's filters, newest first. */
export async function listAccess(
  db: Db,
  query: AdminAccessLogQuery,
  now = new Date(),
): Promise<AdminAccessLogResponse> {
  const [rows, [total]] = await Promise.all([
    adminRows(db, query, now)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(accessLog)
      .innerJoin(reader, eq(reader.id, accessLog.readerId))
      .innerJoin(owner, eq(owner.id, accessLog.ownerId))
      .where(adminFilter(query, now)),
  ]);
  const n = total?.n ?? 0;
  return {
    entries: rows.map(presentAdmin),
    total: n,
    page: query.page,
    limit: query.limit,
    totalPages: pages(n, query.limit),
  };
}

/** Every matching entry for the CSV export, newest first, capped so one export stays bounded. */
export const MAX_EXPORTED_ACCESSES = 50_000;

export async function exportAccess(
  db: Db,
  query: AdminAccessLogExportQuery,
  now = new Date(),
): Promise<AdminAccessEntry[]> {
  const rows = await adminRows(db, query, now).limit(MAX_EXPORTED_ACCESSES);
  return rows.map(presentAdmin);
}
