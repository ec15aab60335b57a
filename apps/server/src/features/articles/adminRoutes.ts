import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ARTICLE_ADMIN_ACTIVITY,
  ARTICLE_MESSAGES,
  adminArticleListQuerySchema,
  adminArticleListResponseSchema,
  articleDeleteResponseSchema,
  articleDeleteSchema,
} from '@dsb/core';
import { recordActivity } from '../../platform/activity/activityService';
import { deleteArticles, listAdminArticles } from './articleService';
import { throwIfInvalid } from '../../platform/http/validation';

/** The Articles collection (docs/product/articles.md): list and delete. */
export default async function adminArticleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = app.searchService.articles;
  const admin = { access: 'admin' as const };

  app.get(
    '/api/admin/articles',
    {
      config: admin,
      schema: {
        querystring: adminArticleListQuerySchema,
        response: { 200: adminArticleListResponseSchema },
      },
    },
    async (request) => listAdminArticles(app.db, request.query),
  );

  app.delete(
    '/api/admin/articles',
    {
      // The console shows the message as it is ('No items selected for deletion',
      // docs/product/articles.md).
      config: admin,
      attachValidation: true,
      schema: { body: articleDeleteSchema, response: { 200: articleDeleteResponseSchema } },
    },
    async (request) => {
      throwIfInvalid(request);
      const deletedCount = await deleteArticles(app.db, search, request.body);
      const { id, ids, sourceURL, deleteAll } = request.body;
      await recordActivity(app.db, request.user!._id, ARTICLE_ADMIN_ACTIVITY.delete, {
        ...(id && { articleId: id }),
        ...(ids && { articleIds: ids }),
        ...(sourceURL && { sourceURL }),
        ...(deleteAll && { deleteAll }),
        deletedCount,
      });
      return { success: true as const, message: ARTICLE_MESSAGES.deleted, deletedCount };
    },
  );
}
