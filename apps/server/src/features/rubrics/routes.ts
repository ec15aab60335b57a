import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  rubricCsvFilename,
  rubricIdParamsSchema,
  rubricImportRequestSchema,
  rubricInputSchema,
  rubricListSchema,
  rubricSchema,
} from '@dsb/core';
import { HttpError } from '../../platform/http/errors';
import { rubricFromCsv, rubricToCsv } from './rubricCsv';
import * as service from './rubricService';

/**
 * Rubrics (docs/product/feedback.md, "Rubrics"): a teacher's own, to list, edit, copy, and
 * export or import as CSV. Another user's rubric answers 404.
 */
export default async function rubricRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The screens show the schema's own message, with its code beside it.
  const config = { access: 'user' as const };
  const spec = { config, attachValidation: true };
  const owner = (request: FastifyRequest) => request.user!._id;
  const validate = (request: FastifyRequest) => {
    const error = request.validationError as
      (Error & { validation?: Array<{ message?: string }> }) | undefined;
    if (!error) return;
    const message = error.validation?.[0]?.message ?? error.message;
    throw new HttpError(400, message, { code: service.rubricMessageCode(message) });
  };

  app.get(
    '/api/rubrics',
    { config, schema: { response: { 200: rubricListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.listRubrics(app.db, owner(request));
    },
  );

  app.post(
    '/api/rubrics',
    { ...spec, schema: { body: rubricInputSchema, response: { 201: rubricSchema } } },
    async (request, reply) => {
      validate(request);
      reply.status(201);
      return service.createRubric(app.db, owner(request), request.body);
    },
  );

  app.post(
    '/api/rubrics/import',
    { ...spec, schema: { body: rubricImportRequestSchema, response: { 201: rubricSchema } } },
    async (request, reply) => {
      validate(request);
      const input = rubricFromCsv(request.body.name, request.body.csv);
      reply.status(201);
      return service.createRubric(app.db, owner(request), input);
    },
  );

  app.get(
    '/api/rubrics/:id',
    { ...spec, schema: { params: rubricIdParamsSchema, response: { 200: rubricSchema } } },
    async (request, reply) => {
      validate(request);
      reply.header('cache-control', 'no-store');
      return service.getOwnRubric(app.db, owner(request), request.params.id);
    },
  );

  app.put(
    '/api/rubrics/:id',
    {
      ...spec,
      schema: {
        params: rubricIdParamsSchema,
        body: rubricInputSchema,
        response: { 200: rubricSchema },
      },
    },
    async (request) => {
      validate(request);
      return service.updateRubric(app.db, owner(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/rubrics/:id',
    { ...spec, schema: { params: rubricIdParamsSchema } },
    async (request, reply) => {
      validate(request);
      await service.deleteRubric(app.db, owner(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/rubrics/:id/copy',
    { ...spec, schema: { params: rubricIdParamsSchema, response: { 201: rubricSchema } } },
    async (request, reply) => {
      validate(request);
      reply.status(201);
      return service.copyRubric(app.db, owner(request), request.params.id);
    },
  );

  app.get(
    '/api/rubrics/:id/csv',
    { ...spec, schema: { params: rubricIdParamsSchema } },
    async (request, reply) => {
      validate(request);
      const rubric = await service.getOwnRubric(app.db, owner(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${rubricCsvFilename(rubric.name)}"`)
        .header('cache-control', 'no-store')
        .send(rubricToCsv(rubric));
    },
  );
}
