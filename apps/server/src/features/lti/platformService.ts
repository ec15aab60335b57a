import { eq, and, asc } from 'drizzle-orm';
import type { LtiPlatform, LtiPlatformInput } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { HttpError, notFound } from '../../platform/http/errors';
import { LTI_MESSAGES } from './messages';
import { ltiDeployments, ltiPlatforms } from './tables';

/**
 * Registered learning platforms (docs/product/lti.md, "Registering a platform"): by hand in the
 * admin console, or by Dynamic Registration. One registration per issuer and client id.
 */

export type PlatformRow = typeof ltiPlatforms.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Told after every registration or removal (the frame-ancestors list follows). */
const changeListeners = new Set<() => void>();
export function onPlatformsChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
const changed = () => {
  for (const listener of [...changeListeners]) listener();
};

export async function deploymentsOf(db: Db, platformId: string): Promise<string[]> {
  const rows = await db
    .select({ id: ltiDeployments.deploymentId })
    .from(ltiDeployments)
    .where(eq(ltiDeployments.platformId, platformId))
    .orderBy(asc(ltiDeployments.deploymentId));
  return rows.map((r) => r.id);
}

function present(row: PlatformRow, deploymentIds: string[]): LtiPlatform {
  return {
    _id: row.id,
    issuer: row.issuer,
    clientId: row.clientId,
    authLoginUrl: row.authLoginUrl,
    authTokenUrl: row.authTokenUrl,
    jwksUrl: row.jwksUrl,
    deploymentIds,
    name: row.name,
    registeredBy: row.registeredBy,
    createdAt: row.createdAt.toISOString(),
  };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * Registers a platform (input already checked by ltiPlatformInputSchema). The same issuer and
 * client id twice answers 409. `name` is Dynamic Registration's product name; else the issuer's host.
 */
export async function createPlatform(
  db: Db,
  input: LtiPlatformInput & { name?: string },
  registeredBy: 'hand' | 'dynamic',
  createdBy: string | null,
): Promise<LtiPlatform> {
  const deploymentIds = [...new Set(input.deploymentIds.map((d) => d.trim()))];
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(ltiPlatforms)
        .values({
          issuer: input.issuer,
          clientId: input.clientId,
          authLoginUrl: input.authLoginUrl,
          authTokenUrl: input.authTokenUrl,
          jwksUrl: input.jwksUrl,
          name: input.name?.trim() || hostOf(input.issuer),
          registeredBy,
          createdBy,
        })
        .returning();
      await tx
        .insert(ltiDeployments)
        .values(deploymentIds.map((deploymentId) => ({ platformId: inserted!.id, deploymentId })));
      return inserted!;
    });
    changed();
    return present(row, deploymentIds.sort());
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, LTI_MESSAGES.duplicatePlatform, { code: 'duplicatePlatform' });
    }
    throw error;
  }
}

export async function listPlatforms(db: Db): Promise<LtiPlatform[]> {
  const rows = await db.select().from(ltiPlatforms).orderBy(asc(ltiPlatforms.createdAt));
  const deployments = await db.select().from(ltiDeployments);
  return rows.map((row) =>
    present(
      row,
      deployments
        .filter((d) => d.platformId === row.id)
        .map((d) => d.deploymentId)
        .sort(),
    ),
  );
}

/** A registered platform with its deployments, or null. */
export async function findPlatformById(db: Db, id: string): Promise<LtiPlatform | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id)).limit(1);
  return row ? present(row, await deploymentsOf(db, row.id)) : null;
}

/** The platform a login initiation names: by issuer, and by client id when the platform sent it. */
export async function findPlatformForLogin(
  db: Db,
  issuer: string,
  clientId: string | undefined,
): Promise<PlatformRow | null> {
  const rows = await db
    .select()
    .from(ltiPlatforms)
    .where(
      clientId
        ? and(eq(ltiPlatforms.issuer, issuer), eq(ltiPlatforms.clientId, clientId))
        : eq(ltiPlatforms.issuer, issuer),
    )
    .limit(2);
  // Without a client id, an issuer registered twice is ambiguous: refused as unknown.
  return rows.length === 1 ? rows[0]! : null;
}

export async function deletePlatform(db: Db, id: string): Promise<void> {
  const [row] = await db
    .delete(ltiPlatforms)
    .where(eq(ltiPlatforms.id, id))
    .returning({ id: ltiPlatforms.id });
  if (!row) throw notFound(LTI_MESSAGES.platformNotFound);
  changed();
}

/** Every origin a registered platform frames the app from (its issuer's and its login page's). */
export async function platformOrigins(db: Db): Promise<string[]> {
  const rows = await db
    .select({
      issuer: ltiPlatforms.issuer,
      login: ltiPlatforms.authLoginUrl,
      seen: ltiPlatforms.frameOrigins,
    })
    .from(ltiPlatforms);
  const origins = new Set<string>();
  for (const row of rows) {
    for (const url of [row.issuer, row.login, ...row.seen]) {
      try {
        const { origin, protocol } = new URL(url);
        if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
      } catch {
        // Registered through the schema, so always a URL; an odd row frames nothing.
      }
    }
  }
  return [...origins].sort();
}

/** Most sites one platform's pages may be remembered on (the newest kept). */
export const MAX_FRAME_ORIGINS = 20;

/**
 * Remembers the sites a verified launch says the platform's pages are on (its signed return
 * addresses), so they may frame the app. True when one was new. Only signed claims count: a
 * request header could be chosen by whoever replays a launch form.
 */
export async function rememberFrameOrigins(
  db: Db,
  platformId: string,
  urls: readonly (string | undefined)[],
): Promise<boolean> {
  const seen = new Set<string>();
  for (const url of urls) {
    try {
      const { origin, protocol } = new URL(url ?? '');
      if (protocol === 'https:' || protocol === 'http:') seen.add(origin);
    } catch {
      // Not an address: nothing to remember.
    }
  }
  if (seen.size === 0) return false;
  const [row] = await db
    .select({ known: ltiPlatforms.frameOrigins })
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.id, platformId));
  if (!row) return false;
  const fresh = [...seen].filter((origin) => !row.known.includes(origin));
  if (fresh.length === 0) return false;
  const frameOrigins = [...row.known, ...fresh].slice(-MAX_FRAME_ORIGINS);
  await db.update(ltiPlatforms).set({ frameOrigins }).where(eq(ltiPlatforms.id, platformId));
  return true;
}
