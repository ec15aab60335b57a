import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@dsb/core';
import { HttpError } from './errors';

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

/** An error as the logs show it. */
export type LoggedError = {
  type: string;
  message?: string;
  code?: string;
  query?: string;
  stack?: string;
  cause?: LoggedError;
} & Partial<Record<(typeof DATABASE_FIELDS)[number], unknown>>;

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Fields of a PostgreSQL error that name the schema, never the data. */
const DATABASE_FIELDS = ['severity', 'routine', 'table', 'column', 'constraint'] as const;
const MAX_CAUSES = 4;

const stackFrames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

/**
 * The `err` log serializer. Logs must not carry request bodies or story content, and database
 * errors do: the driver's error lists every parameter of the statement (a whole story on a save),
 * and PostgreSQL quotes offending values in its messages and details. So a database error logs
 * its statement text (placeholders only), SQLSTATE and schema fields, and its stack without the
 * message; other errors log type, message, code and stack, as pino would. No other field is copied.
 */
export function serializeErrorForLog(error: unknown, depth = 0): LoggedError | unknown {
  if (!error || typeof error !== 'object' || typeof (error as Error).message !== 'string') {
    return error;
  }
  const e = error as Error & Record<string, unknown>;
  // Bundled drivers ship minified class names ('O'): their own name says more then.
  const className = e.constructor?.name ?? '';
  const type = className.length > 2 && className !== 'Object' ? className : e.name;
  const cause =
    e.cause !== undefined && depth < MAX_CAUSES
      ? (serializeErrorForLog(e.cause, depth + 1) as LoggedError)
      : undefined;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const sqlState = code && SQLSTATE.test(code) && ('severity' in e || 'routine' in e);
  if (sqlState || (typeof e.query === 'string' && 'params' in e)) {
    const fields = Object.fromEntries(
      DATABASE_FIELDS.filter((f) => typeof e[f] === 'string').map((f) => [f, e[f]]),
    );
    const query = typeof e.query === 'string' ? e.query : undefined;
    return { type, code, query, ...fields, stack: stackFrames(e.stack), cause };
  }
  return { type, message: e.message, code, stack: e.stack, cause };
}

/** Logger options with the safe `err` serializer added (the server's, and a test's own). */
export function withSafeErrorLogging<T>(logger: T): T {
  if (!logger || typeof logger !== 'object') return logger;
  const options = logger as { serializers?: Record<string, unknown> };
  return {
    ...logger,
    serializers: { ...options.serializers, err: serializeErrorForLog },
  };
}
