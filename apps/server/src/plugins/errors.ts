import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@dsb/core';
import { HttpError } from '../errors';

/** Turns every failure into `{ error }` JSON with a fitting status; never leaks a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...error.body });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = issue?.instancePath
        ? issue.instancePath.replace(/^\//, '').replace(/\//g, '.')
        : '';
      const message = issue?.message ?? 'Invalid request';
      return reply.status(400).send({ error: where ? `${where}: ${message}` : message });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply
          .status(413)
          .send({ error: request.routeOptions.config.tooLargeMessage ?? MESSAGES.tooLarge });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ error: MESSAGES.invalidJson });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send({ error: 'Unsupported content type' });
    }
    if (error instanceof SyntaxError && error.message.includes('JSON')) {
      return reply.status(400).send({ error: MESSAGES.invalidJson });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: MESSAGES.internal });
    }
    return reply.status(status).send({ error: error.message });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: MESSAGES.notFound }));
}
