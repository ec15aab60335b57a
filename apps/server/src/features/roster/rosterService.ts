import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RosterPlan } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { HttpError } from '../../platform/http/errors';
import { recordActivity } from '../../platform/activity/activityService';
import { users } from '../../platform/auth/tables';
import { forgetRecentSessions } from '../../platform/auth/sessionCache';
import { customLinks, linkRoster } from '../customLinks';
import { readBundle } from './bundle';
import { ROSTER_MESSAGES } from './messages';
import { parseRoster, type ParsedRoster } from './oneRosterCsv';
import {
  planRoster,
  rosterUid,
  type KnownUser,
  type RosterChanges,
  type RosterState,
} from './rosterPlan';
import { rosterSources } from './tables';

/**
 * Roster import from a OneRoster CSV bundle (docs/product/roster-import.md): read the ZIP, plan
 * against the database, and for an import write the plan in one transaction. A bundle with
 * problems writes nothing.
 */

export const ROSTER_IMPORT_ACTIVITY = 'admin roster import';

const CHUNK = 1000;
const chunks = <T>(values: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
};

const knownUser = { id: users.id, email: users.email, displayName: users.displayName };

/** What the database holds that the plan compares with: only rows the bundle can touch. */
async function loadState(db: Db, parsed: ParsedRoster): Promise<RosterState> {
  const userSourcedIds = parsed.users.map((u) => u.sourcedId);
  const classSourcedIds = parsed.classes.map((c) => c.sourcedId);
  const emails = parsed.users.flatMap((u) => (u.email ? [u.email] : []));
  const state: RosterState = {
    mappedUsers: new Map(),
    sourceOfUser: new Map(),
    usersByEmail: new Map(),
    usersByUid: new Map(),
    mappedClasses: new Map(),
    rosterRows: new Set(),
    trackingIds: new Set(),
  };
  for (const part of chunks(userSourcedIds)) {
    const rows = await db
      .select({ sourcedId: rosterSources.sourcedId, ...knownUser })
      .from(rosterSources)
      .innerJoin(users, eq(users.id, rosterSources.localId))
      .where(and(eq(rosterSources.kind, 'user'), inArray(rosterSources.sourcedId, part)));
    for (const { sourcedId, ...user } of rows) state.mappedUsers.set(sourcedId, user);
    const byUid = await db
      .select({ uid: users.uid, ...knownUser })
      .from(users)
      .where(inArray(users.uid, part.map(rosterUid)));
    for (const { uid, ...user } of byUid) state.usersByUid.set(uid, user);
  }
  const matched: KnownUser[] = [...state.mappedUsers.values(), ...state.usersByUid.values()];
  for (const part of chunks(emails)) {
    const rows = await db.select(knownUser).from(users).where(inArray(users.email, part));
    for (const user of rows) state.usersByEmail.set(user.email, user);
    matched.push(...rows);
  }
  // Which sourcedId each account the bundle may touch was imported as.
  for (const part of chunks([...new Set(matched.map((u) => u.id))])) {
    const rows = await db
      .select({ sourcedId: rosterSources.sourcedId, localId: rosterSources.localId })
      .from(rosterSources)
      .where(and(eq(rosterSources.kind, 'user'), inArray(rosterSources.localId, part)));
    for (const row of rows) state.sourceOfUser.set(row.localId, row.sourcedId);
  }
  for (const part of chunks(classSourcedIds)) {
    const rows = await db
      .select({
        sourcedId: rosterSources.sourcedId,
        id: customLinks.id,
        ownerId: customLinks.ownerId,
        name: customLinks.name,
        room: customLinks.room,
        trackingId: customLinks.trackingId,
      })
      .from(rosterSources)
      .innerJoin(customLinks, eq(customLinks.id, rosterSources.localId))
      .where(and(eq(rosterSources.kind, 'class'), inArray(rosterSources.sourcedId, part)));
    for (const { sourcedId, ...link } of rows) state.mappedClasses.set(sourcedId, link);
  }
  for (const part of chunks([...state.mappedClasses.values()].map((l) => l.id))) {
    const rows = await db
      .select({ linkId: linkRoster.linkId, userId: linkRoster.userId })
      .from(linkRoster)
      .where(inArray(linkRoster.linkId, part));
    for (const row of rows) state.rosterRows.add(`${row.linkId} ${row.userId}`);
  }
  const ids = await db
    .select({ id: sql<string>`lower(${customLinks.trackingId})` })
    .from(customLinks);
  for (const { id } of ids) state.trackingIds.add(id);
  return state;
}

/** Reads the bundle and plans it; `apply` writes the plan when it has no problems. */
export async function rosterImport(
  db: Db,
  body: unknown,
  options: { adminId: string; apply: boolean },
): Promise<RosterPlan> {
  const parsed = parseRoster(await readBundle(body));
  const state = await loadState(db, parsed);
  const { plan, changes } = planRoster(parsed, state, {
    adminId: options.adminId,
    newId: () => crypto.randomUUID(),
  });
  if (!options.apply || plan.problems.length > 0) return plan;
  try {
    await db.transaction(async (tx) => {
      await writeChanges(tx as unknown as Db, changes);
      await recordActivity(tx as unknown as Db, options.adminId, ROSTER_IMPORT_ACTIVITY, {
        users: plan.users,
        classes: plan.classes,
        enrollments: plan.enrollments,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ROSTER_MESSAGES.changedMeanwhile);
    throw error;
  }
  if (changes.userUpdates.length > 0) forgetRecentSessions();
  return { ...plan, applied: true };
}

async function writeChanges(db: Db, changes: RosterChanges): Promise<void> {
  const now = new Date();
  for (const part of chunks(changes.newUsers)) await db.insert(users).values(part);
  for (const user of changes.userUpdates) {
    await db
      .update(users)
      .set({ email: user.email, displayName: user.displayName, updatedAt: now })
      .where(eq(users.id, user.id));
  }
  for (const part of chunks(changes.newLinks)) await db.insert(customLinks).values(part);
  for (const link of changes.linkUpdates) {
    await db
      .update(customLinks)
      .set({ ownerId: link.ownerId, name: link.name, room: link.room, updatedAt: now })
      .where(eq(customLinks.id, link.id));
  }
  const sources = [
    ...changes.userSources.map((s) => ({ kind: 'user' as const, ...s })),
    ...changes.classSources.map((s) => ({ kind: 'class' as const, ...s })),
  ];
  for (const part of chunks(sources)) {
    // A stale row (its user or link was deleted) points at the new one.
    await db
      .insert(rosterSources)
      .values(part.map((s) => ({ ...s, importedAt: now })))
      .onConflictDoUpdate({
        target: [rosterSources.kind, rosterSources.sourcedId],
        set: { localId: sql`excluded.local_id`, importedAt: now },
      });
  }
  for (const part of chunks(changes.rosterRows)) {
    await db
      .insert(linkRoster)
      .values(part.map((row) => ({ ...row, source: 'oneroster' as const })))
      .onConflictDoNothing();
  }
}
