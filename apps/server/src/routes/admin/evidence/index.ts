import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EVIDENCE_ADMIN_ACTIVITY,
  EVIDENCE_ADMIN_MESSAGES,
  evidenceSyncResponseSchema,
} from '@dsb/core';
import { recordActivity } from '../../../services/activityService';
import { syncTempToMain } from '../../../services/evidenceSyncService';

/** Evidence management (spec 2 §4, §7): Sync temp to main. */
export default async function adminEvidenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = app.searchService.evidence;
  const admin = { access: 'admin' as const };

  app.post(
    '/api/admin/evidence/sync',
    { config: admin, schema: { response: { 200: evidenceSyncResponseSchema } } },
    async (request) => {
      const stats = await syncTempToMain(app.db, search, request.log);
      const { skippedItems: _listed, ...counts } = stats;
      await recordActivity(app.db, request.user!._id, EVIDENCE_ADMIN_ACTIVITY.sync, counts);
      return {
        success: true as const,
        message: EVIDENCE_ADMIN_MESSAGES.synced(stats.inserted, stats.updated),
        stats,
      };
    },
  );
}
