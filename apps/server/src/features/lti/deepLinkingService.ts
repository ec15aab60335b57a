import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  CUSTOM_LINK_MESSAGES,
  MAX_ROOM_LENGTH,
  rubricTotals,
  type LtiDeepLinkChoice,
  type LtiDeepLinkRequest,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { findSessionUser } from '../../platform/auth/sessionService';
import { createLink, customLinks } from '../customLinks';
import { findRubric, isOwnRubric } from '../rubrics';
import { signDeepLinkResponse } from './deepLinking';
import { DEEP_LINK_MESSAGES } from './deepLinkingMessages';
import { ltiDeepLinkRequests, ltiPlatforms } from './tables';
import type { ToolKey } from './tokenEndpoint';

/**
 * Adding an activity from the platform (docs/product/lti.md, "Adding an activity (Deep
 * Linking)"): the instructor's request waits for their choice in the picker; the choice makes a
 * class link of theirs and a signed answer for the platform. Each request is used once.
 */

type RequestRow = typeof ltiDeepLinkRequests.$inferSelect;

/** The request if it is this user's, else 404; 410 once it has expired or was used. */
async function ownRequest(db: Db, userId: string, requestId: string) {
  const [row] = await db
    .select({ request: ltiDeepLinkRequests, platform: ltiPlatforms })
    .from(ltiDeepLinkRequests)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiDeepLinkRequests.platformId))
    .where(eq(ltiDeepLinkRequests.id, requestId))
    .limit(1);
  if (!row || row.request.userId !== userId) {
    throw new HttpError(404, DEEP_LINK_MESSAGES.requestNotFound);
  }
  if (row.request.usedAt) throw new HttpError(410, DEEP_LINK_MESSAGES.requestUsed);
  if (row.request.expiresAt <= new Date()) {
    throw new HttpError(410, DEEP_LINK_MESSAGES.requestExpired);
  }
  return row;
}

/** GET /api/lti/deep-link/:requestId: what the picker shows. */
export async function deepLinkRequestFor(
  db: Db,
  userId: string,
  requestId: string,
): Promise<LtiDeepLinkRequest> {
  const { request, platform } = await ownRequest(db, userId, requestId);
  return {
    requestId: request.id,
    contextTitle: request.contextTitle,
    platformName: platform.name,
    expiresAt: request.expiresAt.toISOString(),
  };
}

/**
 * The user the picker's frame token (sent as a form field: no cookie reaches the platform's
 * iframe) belongs to, or null when it is unknown or has expired.
 */
export async function frameTokenUser(db: Db, token: string): Promise<string | null> {
  return (await findSessionUser(db, token))?.user._id ?? null;
}

/** Marks the request used, once: false when another choice got there first. */
async function useRequest(db: Db, request: RequestRow): Promise<boolean> {
  const used = await db
    .update(ltiDeepLinkRequests)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(ltiDeepLinkRequests.id, request.id),
        isNull(ltiDeepLinkRequests.usedAt),
        gt(ltiDeepLinkRequests.expiresAt, new Date()),
      ),
    )
    .returning({ id: ltiDeepLinkRequests.id });
  return used.length > 0;
}

/**
 * The instructor's choice: a class link of theirs on the chosen big question and rubric, and the
 * signed Deep Linking response with the return URL it goes to. A refused choice changes nothing.
 */
export async function completeDeepLink(
  db: Db,
  key: ToolKey,
  userId: string,
  choice: LtiDeepLinkChoice,
  launchUrl: string,
): Promise<{ returnUrl: string; jwt: string; linkId: string }> {
  const { request, platform } = await ownRequest(db, userId, choice.requestId);
  const rubricId = choice.rubricId || null;
  if (rubricId && !(await isOwnRubric(db, userId, rubricId))) {
    throw new HttpError(400, DEEP_LINK_MESSAGES.rubricNotFound);
  }
  let link;
  try {
    link = await createLink(db, userId, {
      name: choice.title,
      trackingId: `lti-${randomBytes(9)
        .toString('base64url')
        .replace(/[^A-Za-z0-9]/g, 'x')}`,
      promptId: choice.promptId,
      room: request.contextTitle?.trim().slice(0, MAX_ROOM_LENGTH) || null,
      rubricId,
      reviewBeforeSharing: false,
    });
  } catch (error) {
    if (error instanceof HttpError && error.message === CUSTOM_LINK_MESSAGES.promptNotFound) {
      throw new HttpError(400, DEEP_LINK_MESSAGES.promptNotFound);
    }
    throw error;
  }
  if (!(await useRequest(db, request))) {
    await db.delete(customLinks).where(eq(customLinks.id, link._id));
    throw new HttpError(410, DEEP_LINK_MESSAGES.requestUsed);
  }
  const rubric = rubricId ? await findRubric(db, rubricId) : null;
  const jwt = await signDeepLinkResponse(key, {
    clientId: platform.clientId,
    issuer: platform.issuer,
    deploymentId: request.deploymentId,
    data: request.data,
    title: choice.title,
    launchUrl,
    linkId: link._id,
    scoreMaximum: rubric ? rubricTotals(rubric, {}).maxTotal : null,
  });
  return { returnUrl: request.returnUrl, jwt, linkId: link._id };
}
