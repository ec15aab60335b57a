import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EVIDENCE_MESSAGES,
  SEARCH_FALLBACK_HEADER,
  evidenceDeleteSchema,
  evidenceListQuerySchema,
  evidenceSearchQuerySchema,
  evidenceTextSearchQuerySchema,
  evidenceUpdateSchema,
  idParamSchema,
  type EvidenceItem,
} from '@dsb/core';
import * as evidenceService from '../../services/evidenceService';
import { catalogCache } from '../catalogCache';

/** Lists and searches are cached briefly: the library changes rarely and only through admins. */
const CATALOG_TTL_MS = 30_000;
const TEXT_SEARCH_LIMIT = 100;

/** Evidence library: public browsing and search, admin edit and (soft) delete. */
export default async function evidenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { access: 'public' as const };
  const catalog = catalogCache<EvidenceItem[]>(app, CATALOG_TTL_MS);

  app.get(
    '/api/evidence',
    { config: publicRoute, schema: { querystring: evidenceListQuerySchema } },
    async (request) => {
      const topic = request.query.topic?.toLowerCase() || undefined;
      return catalog.getOrLoad(`list:${topic ?? ''}`, () =>
        evidenceService.listEvidence(app.db, topic),
      );
    },
  );

  app.get(
    '/api/evidence/search',
    { config: publicRoute, schema: { querystring: evidenceSearchQuerySchema } },
    async (request, reply) => {
      const { searchType, limit } = request.query;
      const query = request.query.query.trim();
      // Spec 1 §4: an empty query returns no results.
      if (!query) return [];
      const text = () =>
        catalog.getOrLoad(`text:${limit}:${query}`, () =>
          evidenceService.textSearchEvidence(app.db, query, limit),
        );
      if (searchType === 'text') return text();
      try {
        return await catalog.getOrLoad(`vector:${limit}:${query}`, () =>
          evidenceService.vectorSearchEvidence(app.db, app.embedder, query, limit),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'vector evidence search failed; answering with text');
        reply.header(SEARCH_FALLBACK_HEADER, 'text');
        return text();
      }
    },
  );

  // The spec's client falls back to this when /search fails.
  app.get(
    '/api/evidence/text-search',
    { config: publicRoute, schema: { querystring: evidenceTextSearchQuerySchema } },
    async (request) => {
      const query = request.query.query.trim();
      if (!query) return [];
      return catalog.getOrLoad(`text:${TEXT_SEARCH_LIMIT}:${query}`, () =>
        evidenceService.textSearchEvidence(app.db, query, TEXT_SEARCH_LIMIT),
      );
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
      const item = await evidenceService.updateEvidence(app.db, app.embedder, request.body);
      return { success: true, message: EVIDENCE_MESSAGES.updated, evidence: item };
    },
  );

  app.delete(
    '/api/admin/evidence',
    { config: admin, schema: { body: evidenceDeleteSchema } },
    async (request) => {
      const deletedCount = await evidenceService.deleteEvidence(
        app.db,
        request.body,
        request.user!._id,
      );
      return { success: true, message: EVIDENCE_MESSAGES.deleted, deletedCount };
    },
  );
}
