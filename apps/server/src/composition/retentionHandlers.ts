import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { accessLogRetention } from '../features/accessLog';
import { chatRetention } from '../features/aiHelp';
import { customLinks, linkTeachers } from '../features/customLinks';
import { deleteSavedChartFiles } from '../features/savedCharts';
import { inactiveStoryRetention } from '../features/stories';
import { deleteStoryVideoFiles, videoRetention } from '../features/video';
import { activityRetention } from '../platform/activity/retention';
import type { RetentionHandler } from '../platform/privacy/retention';

/**
 * Every retention kind's handler (decision 0055), each written by the feature that owns the data.
 * Stories of inactive pupils need two answers from other features: who teaches a class (their
 * stories are not pupils'), and the files a deleted story leaves in storage.
 */
export function retentionHandlers(app: FastifyInstance): RetentionHandler[] {
  const { db, storage } = app;
  return [
    activityRetention(db),
    chatRetention(db),
    accessLogRetention(db),
    videoRetention(db, storage),
    inactiveStoryRetention(db, {
      teachersAmong: async (userIds) => {
        const owners = await db
          .select({ userId: customLinks.ownerId })
          .from(customLinks)
          .where(inArray(customLinks.ownerId, userIds));
        const coTeachers = await db
          .select({ userId: linkTeachers.userId })
          .from(linkTeachers)
          .where(inArray(linkTeachers.userId, userIds));
        return new Set([...owners, ...coTeachers].map((row) => row.userId));
      },
      removeStoryFiles: async (ownerId, storyId) => {
        await deleteStoryVideoFiles(storage, ownerId, storyId);
        await deleteSavedChartFiles(storage, storyId);
      },
    }),
  ];
}
