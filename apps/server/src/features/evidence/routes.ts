import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTIVITY_ACTIONS,
  EVIDENCE_MESSAGES,
  SEARCH_FALLBACK_HEADER,
  evidenceDeleteSchema,
  evidenceListQuerySchema,
  evidenceSearchQuerySchema,
  evidenceTextSearchQuerySchema,
  evidenceUpdateSchema,
  idParamSchema,
} from '@dsb/core';
import { recordActivity } from '../../platform/activity/activityService';
import * as evidenceService from './evidenceService';

/** The API's words for the search modes. */
const SEARCH_MODES = { text: 'text', vector: 'semantic' } as const;

/** Evidence library: public browsing and search, admin edit and (soft) delete. */
export default async function evidenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = app.searchService.evidence;
  const publicRoute = { access: 'public' as const };

  app.get(
    '/api/evidence',
    { config: publicRoute, schema: { querystring: evidenceListQuerySchema } },
    async (request) => {
      const topic = request.query.topic?.toLowerCase() || undefined;
      return search.cached(`list:${topic ?? ''}`, () =>
        evidenceService.listEvidence(app.db, topic),
      );
    },
  );

  // An empty query returns no results (docs/product/evidence.md).
  app.get(
    '/api/evidence/search',
    { config: publicRoute, schema: { querystring: evidenceSearchQuerySchema } },
    async (request, reply) => {
      const { query, searchType, limit } = request.query;
      const answer = await search.search({ query, mode: SEARCH_MODES[searchType], limit });
      if (answer.fellBack) reply.header(SEARCH_FALLBACK_HEADER, 'text');
      return answer.items;
    },
  );

  // The web app falls back to this when /search fails.
  app.get(
    '/api/evidence/text-search',
    { config: publicRoute, schema: { querystring: evidenceTextSearchQuerySchema } },
    async (request) => {
      const { items } = await search.search({ query: request.query.query, mode: 'text' });
      return items;
    },
  );

  app.get(
    '/api/evidence/:id',
    { config: publicRoute, schema: { params: idParamSchema } },
    async (request) => evidenceService.getEvidence(app.db, request.params.id),
  );

  const admin = { access: 'admin' as const };
  app.put(
    '/api/admin/evidence',
    { config: admin, schema: { body: evidenceUpdateSchema } },
    async (request) => {
      const item = await evidenceService.updateEvidence(app.db, search, request.body);
      await recordActivity(app.db, request.user!._id, ACTIVITY_ACTIONS.adminUpdateEvidence, {
        evidenceId: request.body.id,
        label: request.body.label,
      });
      return { success: true, message: EVIDENCE_MESSAGES.updated, evidence: item };
    },
  );

  app.delete(
    '/api/admin/evidence',
    { config: admin, schema: { body: evidenceDeleteSchema } },
    async (request) => {
      const deletedCount = await evidenceService.deleteEvidence(
        app.db,
        search,
        request.body,
        request.user!._id,
      );
      const { id, sourceURL, deleteAll } = request.body;
      await recordActivity(app.db, request.user!._id, ACTIVITY_ACTIONS.adminDeleteEvidence, {
        ...(id && { evidenceId: id }),
        ...(sourceURL && { sourceURL }),
        ...(deleteAll && { deleteAll }),
        deletedCount,
      });
      return { success: true, message: EVIDENCE_MESSAGES.deleted, deletedCount };
    },
  );
}
