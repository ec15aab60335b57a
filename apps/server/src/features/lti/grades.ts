import { LTI_GRADE_RETRY_SECONDS, type GradeSendStatus } from '@dsb/core';

/**
 * Assignment and Grade Services, the pure part (docs/product/lti.md, "Grades"): the score a
 * returned hand-in sends, where it goes, and when a failed send is tried again.
 */

export const AGS_MEDIA = {
  score: 'application/vnd.ims.lis.v1.score+json',
  lineItem: 'application/vnd.ims.lis.v2.lineitem+json',
  lineItems: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
} as const;

/** A line item's scores service: `/scores` after its path, keeping any query string. */
export function scoresUrl(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.href;
}

/** The score a returned, scored hand-in publishes for one pupil. */
export function scoreMessage(
  send: { platformUserId: string; scoreGiven: number; scoreMaximum: number },
  at: Date,
) {
  return {
    userId: send.platformUserId,
    scoreGiven: send.scoreGiven,
    scoreMaximum: send.scoreMaximum,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
    timestamp: at.toISOString(),
  };
}

/**
 * After a failed try (`attempts` counts it): the next try's time, or 'failed' once every wait in
 * LTI_GRADE_RETRY_SECONDS has been used.
 */
export function afterFailure(
  attempts: number,
  now: Date,
): { status: GradeSendStatus; nextAttemptAt: Date } {
  const wait = LTI_GRADE_RETRY_SECONDS[attempts - 1];
  if (wait === undefined) return { status: 'failed', nextAttemptAt: now };
  return { status: 'waiting', nextAttemptAt: new Date(now.getTime() + wait * 1000) };
}

/** How long a send handed to a job is left alone by the scheduler (the job runs well before). */
export const GRADE_LEASE_MS = 5 * 60_000;

type LineItem = { id?: unknown; resourceLinkId?: unknown; resourceId?: unknown; tag?: unknown };

/** The line item of this resource link in a platform's list, if the platform made one. */
export function lineItemFor(items: unknown, resourceLinkId: string): string | null {
  if (!Array.isArray(items)) return null;
  const found = (items as LineItem[]).find(
    (item) => typeof item?.id === 'string' && item.resourceLinkId === resourceLinkId,
  );
  return typeof found?.id === 'string' ? found.id : null;
}

/** The list URL filtered to one resource link (the service's own filter). */
export function lineItemsQuery(lineItemsUrl: string, resourceLinkId: string): string {
  const url = new URL(lineItemsUrl);
  url.searchParams.set('resource_link_id', resourceLinkId);
  return url.href;
}
