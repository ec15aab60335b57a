import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  STATS_RECENT_COUNT,
  STATS_TOP_COUNT,
  USER_ROLE_LABELS,
  type StatsResponse,
} from '@dsb/core';
import type { Db } from '../db/client';
import { evidence, users } from '../db/schema';
import type { ObjectStorage } from '../storage/storage';

type CountRow = { name: string | null; n: number };

/** Rows of (name, count) as the spec's map, largest first; JSON keeps the order. */
const toCountMap = (rows: CountRow[]): Record<string, number> =>
  Object.fromEntries(rows.filter((r) => r.name).map((r) => [r.name!, r.n]));

/** The evidence library (main collection): what users can find. */
async function evidenceStats(db: Db): Promise<StatsResponse['evidence']> {
  const main = eq(evidence.status, 'main');
  const topOf = (column: typeof evidence.topicTagStatic | typeof evidence.sourceUrl) =>
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
    topOf(evidence.sourceUrl),
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
 * Platform Statistics (spec 2 §3 Stats). Articles, evidence syncs and backups arrive with later
 * tools: until then their numbers are honestly zero and their dates null ('Never').
 */
export async function platformStats(
  db: Db,
  storage: ObjectStorage,
  onStorageError: (error: unknown) => void,
): Promise<StatsResponse> {
  const usage = storage.usage().catch((error: unknown) => {
    onStorageError(error);
    return { usedBytes: null, availableBytes: null };
  });
  const [evidenceCard, usersCard, space] = await Promise.all([
    evidenceStats(db),
    userStats(db),
    usage,
  ]);
  return {
    success: true,
    evidence: evidenceCard,
    articles: { total: 0, byTopic: {}, bySource: {}, recentAdditions: [] },
    users: usersCard,
    system: {
      lastSync: null,
      lastBackup: null,
      storageUsed: space.usedBytes,
      storageAvailable: space.availableBytes,
      storageKind: storage.kind === 's3' ? 's3' : 'disk',
    },
  };
}
