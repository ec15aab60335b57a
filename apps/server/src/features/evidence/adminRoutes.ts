import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EVIDENCE_ADMIN_ACTIVITY,
  EVIDENCE_ADMIN_MESSAGES,
  EVIDENCE_MESSAGES,
  ACTIVITY_ACTIONS,
  evidenceCollectionDeleteSchema,
  evidenceDeleteResponseSchema,
  adminEvidenceListQuerySchema,
  adminEvidenceListResponseSchema,
  deletedEvidenceResponseSchema,
  evidenceRestoreResponseSchema,
  evidenceRestoreSchema,
  evidenceSyncResponseSchema,
  evidenceDuplicatesResponseSchema,
  evidenceMissingImagesResponseSchema,
  evidenceTempAddResponseSchema,
  evidenceTempAddSchema,
} from '@dsb/core';
import { recordActivity } from '../../platform/activity/activityService';
import {
  addChartToTemp,
  deleteFromCollection,
  listAdminEvidence,
  listDeletedEvidence,
  restoreEvidence,
} from './evidenceAdminService';
import { syncTempToMain } from './evidenceSyncService';
import { scanDuplicates, scanMissingImages } from './evidenceScanService';
import { throwIfInvalid } from '../../platform/http/validation';

/**
 * Evidence management (docs/product/admin-evidence.md): list a collection, add to Temp, Sync Temp
 * to Main, restore from Deleted. Edit and delete are in routes.ts beside the public library.
 */
export default async function adminEvidenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = app.searchService.evidence;
  const admin = { access: 'admin' as const };

  app.get(
    '/api/admin/evidence',
    {
      config: admin,
      schema: {
        querystring: adminEvidenceListQuerySchema,
        response: { 200: adminEvidenceListResponseSchema },
      },
    },
    async (request) => listAdminEvidence(app.db, request.query),
  );

  app.get(
    '/api/admin/evidence/deleted',
    { config: admin, schema: { response: { 200: deletedEvidenceResponseSchema } } },
    async () => ({ success: true as const, items: await listDeletedEvidence(app.db) }),
  );

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

  app.post(
    '/api/admin/evidence/temp',
    {
      // The client shows 'Failed to add chart: {msg}': the schema's own message, not `field: message`.
      config: admin,
      attachValidation: true,
      schema: { body: evidenceTempAddSchema, response: { 200: evidenceTempAddResponseSchema } },
    },
    async (request) => {
      throwIfInvalid(request);
      const chart = await addChartToTemp(app.db, request.body);
      await recordActivity(app.db, request.user!._id, EVIDENCE_ADMIN_ACTIVITY.addTemp, {
        evidenceId: chart._id,
        originalURL: chart.originalURL,
        forced: request.body.force,
      });
      return { success: true as const, message: EVIDENCE_ADMIN_MESSAGES.addedToTemp, chart };
    },
  );

  app.post(
    '/api/admin/evidence/restore',
    {
      config: admin,
      schema: { body: evidenceRestoreSchema, response: { 200: evidenceRestoreResponseSchema } },
    },
    async (request) => {
      await restoreEvidence(app.db, search, request.body.id);
      await recordActivity(app.db, request.user!._id, EVIDENCE_ADMIN_ACTIVITY.restore, {
        evidenceId: request.body.id,
      });
      return { success: true as const, message: EVIDENCE_ADMIN_MESSAGES.restored };
    },
  );

  for (const collection of ['temp', 'main'] as const) {
    app.delete(
      `/api/admin/evidence/${collection}`,
      {
        config: admin,
        attachValidation: true,
        schema: {
          body: evidenceCollectionDeleteSchema,
          response: { 200: evidenceDeleteResponseSchema },
        },
      },
      async (request) => {
        throwIfInvalid(request);
        const userId = request.user!._id;
        const deletedCount = await deleteFromCollection(
          app.db,
          search,
          collection,
          request.body,
          userId,
        );
        await recordActivity(app.db, userId, ACTIVITY_ACTIONS.adminDeleteEvidence, {
          collection,
          ...request.body,
          deletedCount,
        });
        return { success: true as const, message: EVIDENCE_MESSAGES.deleted, deletedCount };
      },
    );
  }

  // Scan Options of Evidence-Main (docs/product/admin-evidence.md): reads only, so no activity
  // entry.
  app.get(
    '/api/admin/evidence/main/duplicates',
    { config: admin, schema: { response: { 200: evidenceDuplicatesResponseSchema } } },
    async (request) => scanDuplicates(app.db, app.storage, request.log),
  );

  app.get(
    '/api/admin/evidence/main/missing-s3urls',
    { config: admin, schema: { response: { 200: evidenceMissingImagesResponseSchema } } },
    async (request) => scanMissingImages(app.db, app.storage, request.log),
  );
}
