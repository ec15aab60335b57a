import { and, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import {
  EVIDENCE_ADMIN_ACTIVITY,
  STATS_RECENT_COUNT,
  STATS_TOP_COUNT,
  USER_ROLE_LABELS,
  type StatsResponse,
} from '@dsb/core';
import { latestBackupAt } from '../backups';
import type { Db } from '../../platform/db/client';
import { articles } from '../articles';
import { evidence } from '../evidence';
import { activityLog } from '../../platform/activity/tables';
import { users } from '../../platform/auth/tables';
import type { ObjectStorage } from '../../platform/storage/storage';

type CountRow = { name: string | null; n: number };

/** Rows of (name, count) as a name-to-count map, largest first; JSON keeps the order. */
const toCountMap = (rows: CountRow[]): Record<string, number> =>
  Object.fromEntries(rows.filter((r) => r.name).map((r) => [r.name!, r.n]));

/**
 * The host of a source, lower case ('www.' kept off). Both cards count sources as sites: every
 * article has a source URL of its own, so counting whole URLs would give each a count of 1.
 */
const URL_HOST = `'^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)'`;
const siteOf = (column: typeof evidence.sourceUrl | typeof articles.sourceUrl) =>
  sql<string>`regexp_replace(lower(substring(${column} from ${sql.raw(URL_HOST)})), '^www[.]', '')`;
const articleSite = siteOf(articles.sourceUrl);

/** The evidence library (main collection): what users can find. */
async function evidenceStats(db: Db): Promise<StatsResponse['evidence']> {
  const main = eq(evidence.status, 'main');
  const topOf = (column: typeof evidence.topicTagStatic | ReturnType<typeof siteOf>) =>
    db
      .select({ name: column, n: count() })
      .from(evidence)
      .where(and(main, isNotNull(column)))
      .groupBy(column)
      .orderBy(desc(count()), column)
      .limit(STATS_TOP_COUNT);
  const [[total], byTopic, bySource, recent] = await Promise.all([
    db.select({ n: count() }).from(evidence).where(main),
    topOf(evidence.topicTagStatic),
    topOf(siteOf(evidence.sourceUrl)),
    db
      .select({ title: evidence.label, createdAt: evidence.createdAt })
      .from(evidence)
      .where(main)
      .orderBy(desc(evidence.createdAt), desc(evidence.id))
      .limit(STATS_RECENT_COUNT),
  ]);
  return {
    total: total?.n ?? 0,
    byTopic: toCountMap(byTopic),
    bySource: toCountMap(bySource),
    recentAdditions: recent.map((r) => ({ title: r.title, createdAt: r.createdAt.toISOString() })),
  };
}

/** The Articles collection (every article is collected and searchable: there is no temp). */
async function articleStats(db: Db): Promise<StatsResponse['articles']> {
  const [[total], byTopic, bySource, recent] = await Promise.all([
    db.select({ n: count() }).from(articles),
    db
      .select({ name: articles.topicTagStatic, n: count() })
      .from(articles)
      .where(isNotNull(articles.topicTagStatic))
      .groupBy(articles.topicTagStatic)
      .orderBy(desc(count()), articles.topicTagStatic)
      .limit(STATS_TOP_COUNT),
    db
      .select({ name: articleSite, n: count() })
      .from(articles)
      .where(isNotNull(articleSite))
      .groupBy(articleSite)
      .orderBy(desc(count()), articleSite)
      .limit(STATS_TOP_COUNT),
    db
      .select({ headline: articles.articleTitle, createdAt: articles.createdAt })
      .from(articles)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(STATS_RECENT_COUNT),
  ]);
  return {
    total: total?.n ?? 0,
    byTopic: toCountMap(byTopic),
    bySource: toCountMap(bySource),
    recentAdditions: recent.map((r) => ({
      headline: r.headline,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

async function userStats(db: Db): Promise<StatsResponse['users']> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.status} = 'active')`.mapWith(Number),
      suspended: sql<number>`count(*) filter (where ${users.status} = 'suspended')`.mapWith(Number),
      admins: sql<number>`count(*) filter (where ${users.isAdmin})`.mapWith(Number),
    })
    .from(users);
  const total = row?.total ?? 0;
  const admins = row?.admins ?? 0;
  const byRole: Record<string, number> = {};
  if (admins > 0) byRole[USER_ROLE_LABELS.admin] = admins;
  if (total - admins > 0) byRole[USER_ROLE_LABELS.user] = total - admins;
  return {
    total,
    active: row?.active ?? 0,
    inactive: total - (row?.active ?? 0),
    suspended: row?.suspended ?? 0,
    byRole,
  };
}

/**
 * The newest evidence sync that ran (by hand or after a scrape), as the activity log recorded it;
 * a failed automatic sync carries an `error` and does not count. Null ('Never') without one.
 */
async function lastSyncAt(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ at: max(activityLog.timestamp) })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.action, EVIDENCE_ADMIN_ACTIVITY.sync),
        sql`not coalesce(${activityLog.details} ? 'error', false)`,
      ),
    );
  return row?.at ? new Date(row.at).toISOString() : null;
}

/** The size of the app's database as the database server reports it. */
async function databaseBytes(db: Db): Promise<number> {
  const result = await db.execute(sql`select pg_database_size(current_database()) as n`);
  const [row] = (result as unknown as { rows: { n: string | number }[] }).rows;
  return Number(row?.n ?? 0);
}

/**
 * Platform Statistics (docs/user-guide.md). The last sync is the newest recorded evidence sync;
 * the last backup is the newest archive in storage.
 */
export async function platformStats(
  db: Db,
  storage: ObjectStorage,
  onStorageError: (error: unknown) => void,
  /** The database lives outside what storage.usage() counts (PostgreSQL, or S3 with PGlite). */
  countDatabase = false,
): Promise<StatsResponse> {
  const usage = Promise.all([storage.usage(), countDatabase ? databaseBytes(db) : 0])
    .then(([space, dbBytes]) => ({
      ...space,
      usedBytes: space.usedBytes === null ? null : space.usedBytes + dbBytes,
    }))
    .catch((error: unknown) => {
      onStorageError(error);
      return { usedBytes: null, availableBytes: null };
    });
  // The newest archive under backups/ (evidence or articles); unknown reads as 'Never'.
  const lastBackup = latestBackupAt(storage).catch((error: unknown) => {
    onStorageError(error);
    return null;
  });
  const [evidenceCard, articlesCard, usersCard, space, backupAt, syncAt] = await Promise.all([
    evidenceStats(db),
    articleStats(db),
    userStats(db),
    usage,
    lastBackup,
    lastSyncAt(db),
  ]);
  return {
    success: true,
    evidence: evidenceCard,
    articles: articlesCard,
    users: usersCard,
    system: {
      lastSync: syncAt,
      lastBackup: backupAt,
      storageUsed: space.usedBytes,
      storageAvailable: space.availableBytes,
      storageKind: storage.kind === 's3' ? 's3' : 'disk',
    },
  };
}
