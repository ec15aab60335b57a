import { and, desc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { rubricTotals, type GradeSendStatus } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import type { OutboundPolicy } from '../../platform/net/outboundFetch';
import { customLinks } from '../customLinks';
import { handins, handinScores } from '../feedback';
import { stories } from '../stories';
import {
  AGS_MEDIA,
  afterFailure,
  GRADE_LEASE_MS,
  lineItemFor,
  lineItemsQuery,
  scoreMessage,
  scoresUrl,
} from './grades';
import { ltiGradeSends, ltiPlatforms, ltiResourceLinks, ltiUsers } from './tables';
import {
  callService,
  failureReason,
  LTI_SCOPES,
  parseJson,
  type TokenClient,
} from './tokenEndpoint';

/**
 * Grades to the platform's gradebook (docs/product/lti.md, "Grades"): a returned hand-in with
 * rubric scores, in a class link a platform launched with a grade service, for a pupil who came
 * from that platform, becomes one lti_grade_sends row; a job sends it, failures wait and retry.
 */

export type GradeDeps = { db: Db; tokens: TokenClient; policy: OutboundPolicy };

/**
 * Records (or refreshes) the grade of a returned hand-in; its id when there is one to send, else
 * null (no scores, no platform grade service, or a pupil who did not come from the platform).
 */
export async function recordGradeSend(db: Db, handinId: string): Promise<string | null> {
  const [handin] = await db
    .select({ id: handins.id, linkId: handins.linkId, ownerId: stories.userId })
    .from(handins)
    .innerJoin(stories, eq(stories.id, handins.storyId))
    .where(and(eq(handins.id, handinId), eq(handins.status, 'returned')))
    .limit(1);
  if (!handin) return null;
  const [scores] = await db
    .select()
    .from(handinScores)
    .where(eq(handinScores.handinId, handinId))
    .limit(1);
  if (!scores) return null;
  const [target] = await db
    .select({ resourceLinkId: ltiResourceLinks.id, sub: ltiUsers.sub })
    .from(ltiResourceLinks)
    .innerJoin(
      ltiUsers,
      and(
        eq(ltiUsers.platformId, ltiResourceLinks.platformId),
        eq(ltiUsers.deploymentId, ltiResourceLinks.deploymentId),
        eq(ltiUsers.userId, handin.ownerId),
      ),
    )
    .where(
      and(
        eq(ltiResourceLinks.linkId, handin.linkId),
        or(isNotNull(ltiResourceLinks.lineItemUrl), isNotNull(ltiResourceLinks.lineItemsUrl)),
      ),
    )
    .orderBy(desc(ltiResourceLinks.updatedAt))
    .limit(1);
  if (!target) return null;
  const { total, maxTotal } = rubricTotals(scores, scores.levels);
  const values = {
    resourceLinkId: target.resourceLinkId,
    platformUserId: target.sub,
    scoreGiven: total,
    scoreMaximum: maxTotal,
    status: 'waiting' as const,
    attempts: 0,
    // Handed to a job at once: the scheduler leaves it alone meanwhile.
    nextAttemptAt: new Date(Date.now() + GRADE_LEASE_MS),
    lastError: null,
    sentAt: null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(ltiGradeSends)
    .values({ handinId, ...values })
    .onConflictDoUpdate({ target: ltiGradeSends.handinId, set: values })
    .returning({ id: ltiGradeSends.id });
  return row!.id;
}

/** Due sends ('waiting', their time come), leased so that no other tick queues them again. */
export async function claimDueGradeSends(db: Db, now = new Date()): Promise<string[]> {
  const rows = await db
    .update(ltiGradeSends)
    .set({ nextAttemptAt: new Date(now.getTime() + GRADE_LEASE_MS) })
    .where(and(eq(ltiGradeSends.status, 'waiting'), lte(ltiGradeSends.nextAttemptAt, now)))
    .returning({ id: ltiGradeSends.id });
  return rows.map((row) => row.id);
}

type SendTarget = {
  send: typeof ltiGradeSends.$inferSelect;
  link: typeof ltiResourceLinks.$inferSelect;
  platform: typeof ltiPlatforms.$inferSelect;
  linkName: string;
};

async function sendTarget(db: Db, sendId: string): Promise<SendTarget | null> {
  const [row] = await db
    .select({
      send: ltiGradeSends,
      link: ltiResourceLinks,
      platform: ltiPlatforms,
      linkName: customLinks.name,
    })
    .from(ltiGradeSends)
    .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiGradeSends.resourceLinkId))
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiResourceLinks.platformId))
    .innerJoin(customLinks, eq(customLinks.id, ltiResourceLinks.linkId))
    .where(eq(ltiGradeSends.id, sendId))
    .limit(1);
  return row ?? null;
}

/** The line item scores go to: the launch's own, else found or made in the platform's list. */
async function lineItemOf(deps: GradeDeps, target: SendTarget): Promise<string> {
  const { link, platform } = target;
  if (link.lineItemUrl) return link.lineItemUrl;
  const listUrl = link.lineItemsUrl!;
  const scopes = [LTI_SCOPES.lineItem];
  const listed = await callService(
    deps,
    platform,
    scopes,
    lineItemsQuery(listUrl, link.resourceLinkId),
    {
      accept: AGS_MEDIA.lineItems,
    },
  );
  if (listed.status !== 200) throw new Error(`Line items: HTTP ${listed.status}`);
  let lineItem = lineItemFor(parseJson(listed.body), link.resourceLinkId);
  if (!lineItem) {
    const made = await callService(deps, platform, scopes, listUrl, {
      method: 'POST',
      accept: AGS_MEDIA.lineItem,
      contentType: AGS_MEDIA.lineItem,
      body: JSON.stringify({
        label: target.linkName,
        scoreMaximum: target.send.scoreMaximum,
        resourceLinkId: link.resourceLinkId,
      }),
    });
    const id = (parseJson(made.body) as { id?: unknown } | null)?.id;
    if (made.status !== 200 && made.status !== 201) {
      throw new Error(`New line item: HTTP ${made.status}`);
    }
    if (typeof id !== 'string') throw new Error('New line item: no id in the answer');
    lineItem = id;
  }
  await deps.db
    .update(ltiResourceLinks)
    .set({ lineItemUrl: lineItem, updatedAt: new Date() })
    .where(eq(ltiResourceLinks.id, link.id));
  return lineItem;
}

/**
 * Tries one send (the job's work): 'sent' when the platform took the score, else the failure is
 * recorded with the next try's time, or 'failed' after the last. A send no longer waiting is left.
 */
export async function trySendGrade(
  deps: GradeDeps,
  sendId: string,
  now = () => new Date(),
): Promise<GradeSendStatus | null> {
  const target = await sendTarget(deps.db, sendId);
  if (!target || target.send.status !== 'waiting') return target?.send.status ?? null;
  const { send, platform } = target;
  try {
    const lineItem = await lineItemOf(deps, target);
    const response = await callService(deps, platform, [LTI_SCOPES.score], scoresUrl(lineItem), {
      method: 'POST',
      accept: 'application/json',
      contentType: AGS_MEDIA.score,
      body: JSON.stringify(scoreMessage(send, now())),
    });
    if (response.status < 200 || response.status >= 300) {
      throw new Error(`Scores: HTTP ${response.status}`);
    }
    await deps.db
      .update(ltiGradeSends)
      .set({ status: 'sent', sentAt: now(), lastError: null, updatedAt: now() })
      .where(eq(ltiGradeSends.id, send.id));
    return 'sent';
  } catch (error) {
    const attempts = send.attempts + 1;
    const next = afterFailure(attempts, now());
    await deps.db
      .update(ltiGradeSends)
      .set({ ...next, attempts, lastError: failureReason(error), updatedAt: now() })
      .where(eq(ltiGradeSends.id, send.id));
    return next.status;
  }
}

/** The status of each hand-in's grade send (the class view's "grade" column). */
export async function gradeStatuses(
  database: Db,
  handinIds: readonly string[],
): Promise<Map<string, GradeSendStatus>> {
  if (handinIds.length === 0) return new Map();
  const rows = await database
    .select({ handinId: ltiGradeSends.handinId, status: ltiGradeSends.status })
    .from(ltiGradeSends)
    .where(inArray(ltiGradeSends.handinId, [...handinIds]));
  return new Map(rows.map((row) => [row.handinId, row.status]));
}

/** Marks the hand-in's failed send waiting again with its tries reset; its id, or null. */
export async function retryGradeSend(database: Db, handinId: string): Promise<string | null> {
  const [row] = await database
    .update(ltiGradeSends)
    .set({
      status: 'waiting',
      attempts: 0,
      lastError: null,
      // Handed to a job at once (the scheduler leaves it alone meanwhile).
      nextAttemptAt: new Date(Date.now() + GRADE_LEASE_MS),
      updatedAt: new Date(),
    })
    .where(and(eq(ltiGradeSends.handinId, handinId), eq(ltiGradeSends.status, 'failed')))
    .returning({ id: ltiGradeSends.id });
  return row?.id ?? null;
}
