import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  LTI_CLAIMS,
  LTI_CUSTOM,
  LTI_MESSAGE_TYPES,
  LTI_STATE_MINUTES,
  MAX_LINK_NAME_LENGTH,
  MAX_ROOM_LENGTH,
  type LtiLaunchClaims,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import {
  addLinkTeacher,
  createLink,
  customLinks,
  linkStories,
  openLink,
  rememberUserLink,
} from '../customLinks';
import { stories } from '../stories';
import { LTI_MESSAGES } from './messages';
import type { PlatformRow } from './platformService';
import { ltiDeepLinkRequests, ltiResourceLinks } from './tables';

/**
 * Where a verified launch lands (docs/product/lti.md, "What a teacher sees", "What a pupil sees"):
 * a resource link opens its class link (made by the first instructor's launch when Deep Linking
 * did not set one); a Deep Linking request opens the picker.
 */

export type Landing = { path: string; linkId?: string } | { notSetUp: true };
type Role = 'teacher' | 'pupil';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MINUTE_MS = 60 * 1000;

type Named = { id?: unknown; title?: unknown };
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
const urlOrNull = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\//.test(value) ? value.slice(0, 2000) : null;

/** The class link Deep Linking put in the custom claim, when it still exists. */
async function customLinkId(db: Db, claims: LtiLaunchClaims): Promise<string | null> {
  const custom = claims[LTI_CLAIMS.custom] as Record<string, unknown> | undefined;
  const id = custom?.[LTI_CUSTOM.linkId];
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  const [row] = await db
    .select({ id: customLinks.id })
    .from(customLinks)
    .where(eq(customLinks.id, id))
    .limit(1);
  return row?.id ?? null;
}

/** A class link for a course activity nobody set up, owned by the instructor launching it. */
async function createCourseLink(db: Db, ownerId: string, claims: LtiLaunchClaims) {
  const resource = claims[LTI_CLAIMS.resourceLink] as Named;
  const context = claims[LTI_CLAIMS.context] as Named | undefined;
  const room = text(context?.title, MAX_ROOM_LENGTH);
  const link = await createLink(db, ownerId, {
    name:
      text(resource.title, MAX_LINK_NAME_LENGTH) ??
      text(context?.title, MAX_LINK_NAME_LENGTH) ??
      LTI_MESSAGES.defaultLinkName,
    trackingId: `lti-${randomBytes(9)
      .toString('base64url')
      .replace(/[^A-Za-z0-9]/g, 'x')}`,
    promptId: null,
    room,
    rubricId: null,
    reviewBeforeSharing: false,
  });
  return link._id;
}

/** What the launch says about the course and its services, stored on every launch. */
function serviceFields(claims: LtiLaunchClaims) {
  const context = claims[LTI_CLAIMS.context] as Named | undefined;
  const names = claims[LTI_CLAIMS.namesRoles] as { context_memberships_url?: unknown } | undefined;
  const grades = claims[LTI_CLAIMS.gradeService] as
    { lineitems?: unknown; lineitem?: unknown; scope?: unknown } | undefined;
  const scopes = Array.isArray(grades?.scope)
    ? grades.scope.filter((s): s is string => typeof s === 'string').slice(0, 20)
    : [];
  return {
    contextId: text(context?.id, 255),
    contextTitle: text(context?.title, 255),
    namesRolesUrl: urlOrNull(names?.context_memberships_url),
    lineItemsUrl: urlOrNull(grades?.lineitems),
    lineItemUrl: urlOrNull(grades?.lineitem),
    gradeScopes: scopes,
    updatedAt: new Date(),
  };
}

/** The pupil's latest story started through the link, if any. */
async function storyOnLink(db: Db, linkId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: stories.id })
    .from(linkStories)
    .innerJoin(stories, eq(stories.id, linkStories.storyId))
    .where(and(eq(linkStories.linkId, linkId), eq(stories.userId, userId)))
    .orderBy(desc(stories.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

async function resourceLinkLanding(
  db: Db,
  platform: PlatformRow,
  claims: LtiLaunchClaims,
  userId: string,
  role: Role,
): Promise<Landing> {
  const deploymentId = claims[LTI_CLAIMS.deploymentId];
  const resourceLinkId = (claims[LTI_CLAIMS.resourceLink] as { id: string }).id;
  const key = and(
    eq(ltiResourceLinks.platformId, platform.id),
    eq(ltiResourceLinks.deploymentId, deploymentId),
    eq(ltiResourceLinks.resourceLinkId, resourceLinkId),
  );
  const [existing] = await db.select().from(ltiResourceLinks).where(key).limit(1);
  const chosen = await customLinkId(db, claims);
  let linkId = chosen ?? existing?.linkId ?? null;
  if (!linkId) {
    if (role !== 'teacher') return { notSetUp: true };
    linkId = await createCourseLink(db, userId, claims);
  }
  const fields = serviceFields(claims);
  await db
    .insert(ltiResourceLinks)
    .values({ platformId: platform.id, deploymentId, resourceLinkId, linkId, ...fields })
    .onConflictDoUpdate({
      target: [
        ltiResourceLinks.platformId,
        ltiResourceLinks.deploymentId,
        ltiResourceLinks.resourceLinkId,
      ],
      // A link Deep Linking named wins; otherwise the first one set stays.
      set: chosen ? { ...fields, linkId: chosen } : fields,
    });
  const [row] = await db.select().from(ltiResourceLinks).where(key).limit(1);
  linkId = row!.linkId;
  if (role === 'teacher') {
    // Another instructor of the course teaches the class link too (its class view, its reviews).
    await addLinkTeacher(db, linkId, userId, 'lti');
    return { path: `/links/${linkId}/class`, linkId };
  }

  const [link] = await db
    .select({ trackingId: customLinks.trackingId })
    .from(customLinks)
    .where(eq(customLinks.id, linkId))
    .limit(1);
  if (!link) return { notSetUp: true };
  // Stories this pupil starts anywhere attach to the link (the user record's class link).
  await rememberUserLink(db, userId, link.trackingId);
  const storyId = await storyOnLink(db, linkId, userId);
  if (!storyId) {
    // The web app's class-link landing opens the link (one opening) and starts the story on it.
    return { path: `/tool?tid=${encodeURIComponent(link.trackingId)}`, linkId };
  }
  await openLink(db, link.trackingId, userId);
  return { path: `/tool?slide=0&story=${storyId}`, linkId };
}

/** An instructor's "add activity": kept for the picker, which answers the platform (H2's part). */
async function deepLinkingLanding(
  db: Db,
  platform: PlatformRow,
  claims: LtiLaunchClaims,
  userId: string,
): Promise<Landing> {
  const settings = claims[LTI_CLAIMS.deepLinkingSettings]!;
  const context = claims[LTI_CLAIMS.context] as Named | undefined;
  const [row] = await db
    .insert(ltiDeepLinkRequests)
    .values({
      platformId: platform.id,
      deploymentId: claims[LTI_CLAIMS.deploymentId],
      userId,
      returnUrl: settings.deep_link_return_url,
      data: settings.data ?? null,
      contextId: text(context?.id, 255),
      contextTitle: text(context?.title, 255),
      expiresAt: new Date(Date.now() + LTI_STATE_MINUTES * 3 * MINUTE_MS),
    })
    .returning({ id: ltiDeepLinkRequests.id });
  return { path: `/lti/deep-link?request=${row!.id}` };
}

export function landingFor(
  db: Db,
  platform: PlatformRow,
  claims: LtiLaunchClaims,
  userId: string,
  role: Role,
): Promise<Landing> {
  return claims[LTI_CLAIMS.messageType] === LTI_MESSAGE_TYPES.deepLinking
    ? deepLinkingLanding(db, platform, claims, userId)
    : resourceLinkLanding(db, platform, claims, userId, role);
}
