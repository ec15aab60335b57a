import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq, and } from 'drizzle-orm';
import {
  CUSTOM_LINK_MESSAGES,
  classStoryParamsSchema,
  GRADE_RETRY_MESSAGES,
  gradeRetryResponseSchema,
} from '@dsb/core';
import { HttpError } from '../../platform/http/errors';
import { throwIfInvalid } from '../../platform/http/validation';
import { customLinks, isLinkCoTeacher } from '../customLinks';
import { handins } from '../feedback';
import { queueGradeSends } from './gradesJobs';
import { retryGradeSend } from './gradesService';

/**
 * A grade that could not reach the platform (docs/product/lti.md, "Grades"), sent again from the
 * class view by the class link's owner or a co-teacher (or an admin): its tries start over.
 */
export default async function ltiGradeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/custom-links/:id/class/stories/:storyId/grade/retry',
    {
      config: { access: 'user' },
      attachValidation: true,
      schema: { params: classStoryParamsSchema, response: { 200: gradeRetryResponseSchema } },
    },
    async (request) => {
      throwIfInvalid(request);
      const { id, storyId } = request.params;
      const user = request.user!;
      const [link] = await app.db
        .select({ ownerId: customLinks.ownerId })
        .from(customLinks)
        .where(eq(customLinks.id, id))
        .limit(1);
      const teaches =
        link &&
        (link.ownerId === user._id ||
          user.isAdmin ||
          (await isLinkCoTeacher(app.db, id, user._id)));
      if (!teaches) {
        throw new HttpError(404, CUSTOM_LINK_MESSAGES.notFound);
      }
      const [latest] = await app.db
        .select({ id: handins.id })
        .from(handins)
        .where(and(eq(handins.linkId, id), eq(handins.storyId, storyId)))
        .orderBy(desc(handins.version))
        .limit(1);
      const sendId = latest ? await retryGradeSend(app.db, latest.id) : null;
      if (!sendId) throw new HttpError(409, GRADE_RETRY_MESSAGES.nothingToRetry);
      await queueGradeSends(app.jobs, [sendId]);
      return { gradeStatus: 'waiting' as const };
    },
  );
}
