import type { FastifyInstance } from 'fastify';
import type { ClassFeedback } from '../features/customLinks';
import { gradeStatuses } from '../features/lti/gradesService';
import { queueRosterSync } from '../features/lti/gradesJobs';
import { claimRosterSyncs } from '../features/lti/namesRolesService';

/**
 * The class view meets the learning platform (docs/product/lti.md, "Class roster from the
 * platform" and "Grades"), so class links know nothing of LTI: each story's latest hand-in shows
 * whether its grade reached the platform, and opening the view syncs a roster older than ten
 * minutes in the background.
 */
export function withGradeStatus(classFeedback: ClassFeedback): ClassFeedback {
  return async (db, storyIds) => {
    const feedback = await classFeedback(db, storyIds);
    const handinIds = [...feedback.values()].flatMap((f) => (f.handinId ? [f.handinId] : []));
    const statuses = await gradeStatuses(db, handinIds);
    if (statuses.size === 0) return feedback;
    const result = new Map(feedback);
    for (const [storyId, fields] of feedback) {
      const status = fields.handinId ? statuses.get(fields.handinId) : undefined;
      if (status) result.set(storyId, { ...fields, gradeStatus: status });
    }
    return result;
  };
}

/** Opening a class view: the link's stale platform rosters are synced again (a job). */
export function rosterSyncOnClassOpen(app: FastifyInstance) {
  return async (linkId: string) => {
    try {
      await queueRosterSync(app.jobs, await claimRosterSyncs(app.db, linkId, 'stale'));
    } catch (error) {
      app.log.warn({ err: error, linkId }, 'queueing a roster sync failed');
    }
  };
}
