import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { linkRoster } from '../customLinks';
import {
  activeLearners,
  MAX_ROSTER_PAGES,
  nextPageUrl,
  NRPS_MEDIA,
  ROSTER_STALE_MS,
  type RosterMember,
} from './namesRoles';
import { ltiPlatforms, ltiResourceLinks } from './tables';
import { callService, LTI_SCOPES, parseJson } from './tokenEndpoint';
import type { GradeDeps } from './gradesService';
import type { Db } from '../../platform/db/client';

/**
 * The class roster from the platform (docs/product/lti.md, "Class roster from the platform"): the
 * course's active learners become app users (as a launch would make them) and the class link's
 * roster, so the class view lists those who have not started.
 */

/** Makes (or finds) the app user of a platform user, as a launch does (features/lti). */
export type EnsureLtiUser = (
  db: Db,
  input: {
    platformId: string;
    deploymentId: string;
    sub: string;
    name: string | null;
    email: string | null;
    role: 'teacher' | 'pupil';
  },
) => Promise<string>;

export type RosterDeps = GradeDeps & { ensureUser: EnsureLtiUser };

async function fetchMembers(
  deps: RosterDeps,
  platform: typeof ltiPlatforms.$inferSelect,
  url: string,
): Promise<RosterMember[]> {
  const members: RosterMember[] = [];
  let page: string | null = url;
  for (let n = 0; page && n < MAX_ROSTER_PAGES; n++) {
    const response = await callService(deps, platform, [LTI_SCOPES.memberships], page, {
      accept: NRPS_MEDIA,
    });
    if (response.status !== 200) throw new Error(`Memberships: HTTP ${response.status}`);
    members.push(...activeLearners(parseJson(response.body)));
    page = nextPageUrl(response.link, page);
  }
  return members;
}

/**
 * Reads the resource link's course members and adds its learners to the class link's roster; the
 * number added to the roster this time. A link without a Names and Roles service is left alone.
 */
export async function syncRoster(deps: RosterDeps, resourceLinkId: string): Promise<number> {
  const [row] = await deps.db
    .select({ link: ltiResourceLinks, platform: ltiPlatforms })
    .from(ltiResourceLinks)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiResourceLinks.platformId))
    .where(eq(ltiResourceLinks.id, resourceLinkId))
    .limit(1);
  if (!row?.link.namesRolesUrl) return 0;
  const { link, platform } = row;
  const members = await fetchMembers(deps, platform, link.namesRolesUrl!);
  let added = 0;
  for (const member of members) {
    const userId = await deps.ensureUser(deps.db, {
      platformId: platform.id,
      deploymentId: link.deploymentId,
      sub: member.sub,
      name: member.name,
      email: member.email,
      role: 'pupil',
    });
    const inserted = await deps.db
      .insert(linkRoster)
      .values({ linkId: link.linkId, userId, source: 'lti' })
      .onConflictDoNothing()
      .returning({ userId: linkRoster.userId });
    added += inserted.length;
  }
  await deps.db
    .update(ltiResourceLinks)
    .set({ rosterSyncedAt: new Date() })
    .where(eq(ltiResourceLinks.id, link.id));
  return added;
}

/**
 * The class link's resource links with a roster service, to sync now: all of them (after an
 * instructor's launch) or those never synced or synced longer than ROSTER_STALE_MS ago (opening
 * the class view). Each is marked synced now as it is claimed, so the launch and the class view
 * it lands on do not both start a sync.
 */
export async function claimRosterSyncs(
  db: Db,
  linkId: string,
  which: 'all' | 'stale',
  now = Date.now(),
): Promise<string[]> {
  const stale = or(
    isNull(ltiResourceLinks.rosterSyncedAt),
    lt(ltiResourceLinks.rosterSyncedAt, new Date(now - ROSTER_STALE_MS)),
  );
  const rows = await db
    .update(ltiResourceLinks)
    .set({ rosterSyncedAt: new Date(now) })
    .where(
      and(
        eq(ltiResourceLinks.linkId, linkId),
        isNotNull(ltiResourceLinks.namesRolesUrl),
        which === 'stale' ? stale : undefined,
      ),
    )
    .returning({ id: ltiResourceLinks.id });
  return rows.map((r) => r.id);
}
