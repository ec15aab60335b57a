import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_ACTIONS,
  ADMIN_USER_MESSAGES,
  type AdminUser,
  type User,
  type UserCreate,
  type DeletionCertificate,
  type UserDeleteResponse,
  type UserListQuery,
  type UserListResponse,
  type UserUpdate,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { deleteUserCompletely, findDeletionOf, type DeletionDeps } from '../deletion';
import { sessions, users } from '../../platform/auth/tables';
import { HttpError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/db/errors';
import { recordActivity } from '../../platform/activity/activityService';
import { hashPassword } from '../auth';
import { forgetRecentSessions } from '../../platform/auth/sessionCache';
import { presentUser, type UserRow } from '../../platform/auth/userService';

export function presentAdminUser(row: UserRow): AdminUser {
  return {
    ...presentUser(row),
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of users in name order, filtered by search (name or e-mail), role and status. */
export async function listUsers(db: Db, query: UserListQuery): Promise<UserListResponse> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(users.displayName, pattern), ilike(users.email, pattern))!);
  }
  if (query.role !== 'all') conditions.push(eq(users.isAdmin, query.role === 'admin'));
  if (query.status !== 'all') conditions.push(eq(users.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    success: true,
    users: rows.map(presentAdminUser),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

async function findUser(db: Db, id: string): Promise<UserRow> {
  // A malformed id cannot name a user; asking PostgreSQL would fail on the uuid cast instead.
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const [row] = isUuid ? await db.select().from(users).where(eq(users.id, id)).limit(1) : [];
  if (!row) throw new HttpError(404, ADMIN_USER_MESSAGES.notFound);
  return row;
}

/** One user as the list shows it; 404 when there is none. */
export async function getUser(db: Db, id: string): Promise<AdminUser> {
  return presentAdminUser(await findUser(db, id));
}

/** Create User (docs/product/admin-users.md). A password makes it a local account at once. */
export async function createUser(db: Db, actor: User, body: UserCreate): Promise<AdminUser> {
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          // Local accounts have no provider identity; Google sign-in with the same e-mail later
          // replaces this with Google's id (userService.signIn matches by e-mail).
          uid: `local:${randomUUID()}`,
          email: body.email,
          displayName: body.displayName,
          isAdmin: body.isAdmin,
          status: body.status,
          passwordHash,
        })
        .returning();
      if (!row) throw new Error('insert did not return the user');
      await recordActivity(tx as unknown as Db, actor._id, ACTIVITY_ACTIONS.adminCreateUser, {
        userId: row.id,
        email: row.email,
        displayName: row.displayName,
        isAdmin: row.isAdmin,
        status: row.status,
        password: passwordHash ? 'set' : 'none',
      });
      return presentAdminUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ADMIN_USER_MESSAGES.emailTaken);
    throw error;
  }
}

/** Whether a change takes an active admin away (demoted, deactivated or suspended). */
const removesActiveAdmin = (target: UserRow, body: { isAdmin?: boolean; status?: string }) =>
  target.isAdmin &&
  target.status === 'active' &&
  (body.isAdmin === false || (body.status !== undefined && body.status !== 'active'));

/**
 * Refuses to leave the app without an active admin. The other active admins' rows are locked
 * first, so two admins demoting each other at once cannot both succeed (PostgreSQL re-checks
 * the locked rows after the first commit).
 */
async function assertAnotherActiveAdmin(tx: Db, targetId: string): Promise<void> {
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'active'), ne(users.id, targetId)))
    .for('update');
  if (others.length === 0) throw new HttpError(409, ADMIN_USER_MESSAGES.lastActiveAdmin);
}

type UpdateOptions = { actorSessionHash: string | null };

/**
 * The edit, the role toggle or the status toggle, with the self-protection rules
 * (docs/product/admin-users.md).
 */
export async function updateUser(
  db: Db,
  actor: User,
  id: string,
  body: UserUpdate,
  options: UpdateOptions,
): Promise<AdminUser> {
  const isSelf = actor._id === id;
  if (isSelf && body.isAdmin === false) {
    throw new HttpError(403, ADMIN_USER_MESSAGES.cannotRemoveOwnAdmin);
  }
  if (isSelf && body.status !== undefined && body.status !== 'active') {
    throw new HttpError(403, ADMIN_USER_MESSAGES.cannotDisableSelf);
  }
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  try {
    const updated = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const target = await findUser(tx, id);
      if (removesActiveAdmin(target, body)) await assertAnotherActiveAdmin(tx, id);
      const changes = describeChanges(target, body);
      const [row] = await tx
        .update(users)
        .set({
          ...(body.displayName !== undefined && { displayName: body.displayName }),
          ...(body.email !== undefined && { email: body.email }),
          ...(body.isAdmin !== undefined && { isAdmin: body.isAdmin }),
          ...(body.status !== undefined && { status: body.status }),
          ...(passwordHash !== undefined && { passwordHash }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new HttpError(404, ADMIN_USER_MESSAGES.notFound);
      // A user who is no longer active, or whose password was reset, is signed out everywhere
      // at once (the admin's own current session survives a reset of their own password).
      if (row.status !== 'active' || passwordHash !== undefined) {
        const keep = isSelf && options.actorSessionHash;
        await tx
          .delete(sessions)
          .where(
            keep
              ? and(eq(sessions.userId, id), ne(sessions.tokenHash, keep))
              : eq(sessions.userId, id),
          );
      }
      if (Object.keys(changes).length > 0) {
        await recordActivity(tx, actor._id, ACTIVITY_ACTIONS.adminUpdateUser, {
          userId: id,
          email: row.email,
          changes,
        });
        // The user's own log shows it too: whoever reads it sees when they were promoted,
        // suspended or renamed, and by whom.
        if (!isSelf) {
          await recordActivity(tx, id, ACTIVITY_ACTIONS.accountChangedByAdmin, {
            by: actor.email,
            changes,
          });
        }
      }
      return presentAdminUser(row);
    });
    // After the commit: status, admin rights, name and sessions are what a session lookup shows.
    forgetRecentSessions();
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ADMIN_USER_MESSAGES.emailTaken);
    throw error;
  }
}

/** What an update changes, for the activity log: `{field: {from, to}}`; passwords never shown. */
function describeChanges(target: UserRow, body: UserUpdate): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const fields = ['displayName', 'email', 'isAdmin', 'status'] as const;
  for (const field of fields) {
    const to = body[field];
    if (to !== undefined && to !== target[field]) changes[field] = { from: target[field], to };
  }
  if (body.password !== undefined) changes.password = 'reset';
  return changes;
}

/**
 * Deletes a user from every place the data inventory declares (docs/privacy.md,
 * docs/decisions/0052-complete-user-deletion.md) and answers what went: the old summary counts
 * and the deletion's certificate. Asked again for a user already deleted, it answers the same
 * certificate. The admin's log records the deletion by its certificate's id, not by the
 * person's name or e-mail address.
 */
export async function deleteUser(
  deps: DeletionDeps,
  actor: User,
  id: string,
): Promise<Omit<UserDeleteResponse, 'success' | 'message'>> {
  if (actor._id === id) throw new HttpError(403, ADMIN_USER_MESSAGES.cannotDeleteSelf);
  const target = await findUser(deps.db, id).catch(async (error: unknown) => {
    const earlier = await findDeletionOf(deps.db, id);
    if (earlier) return null;
    throw error;
  });
  if (!target) {
    const certificate = (await findDeletionOf(deps.db, id))!;
    return { removed: summaryOf(certificate), certificate };
  }
  if (target.isAdmin && target.status === 'active') await assertAnotherActiveAdmin(deps.db, id);
  const certificate = await deleteUserCompletely(deps, id, { kind: 'admin', admin: actor });
  const removed = summaryOf(certificate);
  await recordActivity(deps.db, actor._id, ACTIVITY_ACTIONS.adminDeleteUser, {
    deletionId: certificate.id,
    removed,
  });
  return { removed, certificate };
}

/** The counts the admin console showed before certificates: stories, uploads, sessions, log. */
function summaryOf(certificate: DeletionCertificate): UserDeleteResponse['removed'] {
  const n = (item: string) => certificate.removed[item] ?? 0;
  return {
    stories: n('stories'),
    images: n('images'),
    sessions: n('sessions'),
    activityEntries: n('activity_log'),
  };
}
