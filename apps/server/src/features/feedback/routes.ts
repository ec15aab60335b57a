import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEEDBACK_MESSAGES,
  bankCommentRequestSchema,
  bankCommentSchema,
  bankQuerySchema,
  createCommentRequestSchema,
  customLinkIdParamsSchema,
  feedbackCommentSchema,
  handInRequestSchema,
  handInResponseSchema,
  handinDetailSchema,
  handinSummarySchema,
  idParamSchema,
  returnHandinRequestSchema,
  rubricScoresSchema,
  scoreHandinRequestSchema,
  storyFeedbackSchema,
  updateCommentRequestSchema,
} from '@dsb/core';
import { HttpError } from '../../platform/http/errors';
import * as bank from './bankService';
import * as comments from './commentService';
import type { FeedbackHooks } from './feedbackHooks';
import * as handins from './handinService';
import { markbookCsv, markbookFilename } from './markbook';
import { scoreHandin } from './scoreService';

/** Any text names a hand-in or comment; one that is not an id names none (404, never a query). */
const handinParams = z.strictObject({ handinId: z.string().min(1).max(100) });
const commentParams = handinParams.extend({ commentId: z.string().min(1).max(100) });

/**
 * A request the schema refused: 400 with the schema's own message, and its code when it is one of
 * the feedback messages ('A comment can be at most 2,000 characters.', code commentTooLong).
 */
function throwIfInvalid(request: FastifyRequest): void {
  const error = request.validationError as
    (Error & { validation?: Array<{ message?: string }> }) | undefined;
  if (!error) return;
  const message = error.validation?.[0]?.message ?? error.message;
  const code = Object.entries(FEEDBACK_MESSAGES).find(([, text]) => text === message)?.[0];
  throw new HttpError(400, message, code ? { code } : {});
}

/**
 * Teacher feedback (docs/product/feedback.md): hand-ins, comments, scores, returning, the pupil's
 * view, the comment bank and the markbook CSV. Signed in only; a hand-in is seen by its reviewer
 * (the class link's owner, or an admin) and its authors, and by nobody else (404).
 */
export default async function feedbackRoutes(
  fastify: FastifyInstance,
  { hooks }: { hooks: FeedbackHooks },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'user' as const };
  const spec = { config, attachValidation: true };
  const caller = (request: FastifyRequest) => ({
    id: request.user!._id,
    isAdmin: request.user!.isAdmin === true,
  });

  app.post(
    '/api/stories/:id/handins',
    {
      ...spec,
      schema: {
        params: idParamSchema,
        body: handInRequestSchema.nullish(),
        response: { 201: handInResponseSchema },
      },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      const note = request.body?.note ?? '';
      const made = await handins.handIn(app.db, request.user!._id, request.params.id, note, hooks);
      reply.status(201);
      return made;
    },
  );

  app.get(
    '/api/stories/:id/feedback',
    { ...spec, schema: { params: idParamSchema, response: { 200: storyFeedbackSchema } } },
    async (request, reply) => {
      throwIfInvalid(request);
      reply.header('cache-control', 'no-store');
      return handins.storyFeedback(app.db, request.user!._id, request.params.id);
    },
  );

  app.get(
    '/api/handins/:handinId',
    { ...spec, schema: { params: handinParams, response: { 200: handinDetailSchema } } },
    async (request, reply) => {
      throwIfInvalid(request);
      reply.header('cache-control', 'no-store');
      return handins.handinDetail(app.db, caller(request), request.params.handinId);
    },
  );

  app.post(
    '/api/handins/:handinId/comments',
    {
      ...spec,
      schema: {
        params: handinParams,
        body: createCommentRequestSchema,
        response: { 201: feedbackCommentSchema },
      },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      const { handinId } = request.params;
      const comment = await comments.createComment(app.db, caller(request), handinId, request.body);
      reply.status(201);
      return comment;
    },
  );

  app.patch(
    '/api/handins/:handinId/comments/:commentId',
    {
      ...spec,
      schema: {
        params: commentParams,
        body: updateCommentRequestSchema,
        response: { 200: feedbackCommentSchema },
      },
    },
    async (request) => {
      throwIfInvalid(request);
      const { handinId, commentId } = request.params;
      return comments.updateComment(app.db, caller(request), handinId, commentId, request.body);
    },
  );

  app.delete(
    '/api/handins/:handinId/comments/:commentId',
    { ...spec, schema: { params: commentParams } },
    async (request, reply) => {
      throwIfInvalid(request);
      const { handinId, commentId } = request.params;
      await comments.deleteComment(app.db, caller(request), handinId, commentId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/handins/:handinId/scores',
    {
      ...spec,
      schema: {
        params: handinParams,
        body: scoreHandinRequestSchema,
        response: { 200: rubricScoresSchema },
      },
    },
    async (request) => {
      throwIfInvalid(request);
      const { handinId } = request.params;
      return scoreHandin(app.db, caller(request), handinId, request.body.levels);
    },
  );

  app.post(
    '/api/handins/:handinId/return',
    {
      ...spec,
      schema: {
        params: handinParams,
        body: returnHandinRequestSchema.nullish(),
        response: { 200: handinSummarySchema },
      },
    },
    async (request) => {
      throwIfInvalid(request);
      const approve = request.body?.approve === true;
      const { handinId } = request.params;
      return handins.returnHandin(app.db, caller(request), handinId, approve, hooks);
    },
  );

  app.post(
    '/api/handins/:handinId/approve',
    { ...spec, schema: { params: handinParams, response: { 200: handinSummarySchema } } },
    async (request) => {
      throwIfInvalid(request);
      return handins.approveHandin(app.db, caller(request), request.params.handinId);
    },
  );

  app.get(
    '/api/comment-bank',
    {
      ...spec,
      schema: { querystring: bankQuerySchema, response: { 200: z.array(bankCommentSchema) } },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      reply.header('cache-control', 'no-store');
      return bank.listBank(app.db, request.user!._id, request.query.q ?? '');
    },
  );

  app.post(
    '/api/comment-bank',
    {
      ...spec,
      schema: { body: bankCommentRequestSchema, response: { 201: bankCommentSchema } },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      const added = await bank.addToBank(app.db, request.user!._id, request.body.text);
      reply.status(201);
      return added;
    },
  );

  app.patch(
    '/api/comment-bank/:id',
    {
      ...spec,
      schema: {
        params: idParamSchema,
        body: bankCommentRequestSchema,
        response: { 200: bankCommentSchema },
      },
    },
    async (request) => {
      throwIfInvalid(request);
      const { id } = request.params;
      return bank.editBank(app.db, request.user!._id, id, request.body.text);
    },
  );

  app.delete(
    '/api/comment-bank/:id',
    { ...spec, schema: { params: idParamSchema } },
    async (request, reply) => {
      throwIfInvalid(request);
      await bank.deleteFromBank(app.db, request.user!._id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/custom-links/:id/scores.csv',
    { ...spec, schema: { params: customLinkIdParamsSchema } },
    async (request, reply) => {
      throwIfInvalid(request);
      const { linkName, csv } = await markbookCsv(app.db, caller(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${markbookFilename(linkName, new Date())}"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
