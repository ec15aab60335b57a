import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_ROSTER_BUNDLE_BYTES, rosterPlanSchema } from '@dsb/core';
import { ROSTER_MESSAGES } from './messages';
import { rosterImport } from './rosterService';

/**
 * Roster import (docs/product/roster-import.md): an admin sends a OneRoster CSV bundle as the body
 * (application/zip) to see what it would do, then to import it. The ZIP parser is registered in
 * this plugin only, so no other route takes a raw body of that type.
 */
export default async function rosterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed'],
    { parseAs: 'buffer', bodyLimit: MAX_ROSTER_BUNDLE_BYTES },
    (_request, body, done) => done(null, body),
  );
  const route = {
    config: { access: 'admin' as const, tooLargeMessage: ROSTER_MESSAGES.tooLarge },
    bodyLimit: MAX_ROSTER_BUNDLE_BYTES,
    schema: { response: { 200: rosterPlanSchema } },
  };

  app.post('/api/admin/roster/preview', route, async (request) =>
    rosterImport(app.db, request.body, { adminId: request.user!._id, apply: false }),
  );

  app.post('/api/admin/roster/import', route, async (request) =>
    rosterImport(app.db, request.body, { adminId: request.user!._id, apply: true }),
  );
}
