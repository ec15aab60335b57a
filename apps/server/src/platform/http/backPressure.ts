import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { HttpError } from './errors';

export const SERVER_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** Answered whatever the load: a load balancer must see a busy server as alive. */
const EXEMPT_ROUTES = new Set(['/api/health']);

/** How often the database queue is looked at, and the event-loop delay averaged. */
const DB_QUEUE_CHECK_MS = 100;
const EVENT_LOOP_SAMPLE_MS = 500;

/**
 * Back-pressure: past capacity a request is refused at once with 503 and Retry-After, instead of
 * queueing for seconds (the autosave client waits and retries). Two signals: the main thread's
 * event-loop delay, and the number of queries waiting for the database. Needs the db plugin.
 */
export async function registerBackPressure(app: FastifyInstance): Promise<void> {
  const { maxEventLoopDelayMs, maxDbQueue, retryAfterSeconds } = app.config.pressure;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: EVENT_LOOP_SAMPLE_MS,
    ...(maxDbQueue > 0 && {
      healthCheck: async () => app.dbStatus.queueDepth() <= maxDbQueue,
      healthCheckInterval: DB_QUEUE_CHECK_MS,
    }),
    pressureHandler: (request, reply, type, value) => {
      if (EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return;
      // The app's own scripts, styles and first page: refusing them leaves a blank page that
      // cannot even say "busy" (they cost a file read, no database).
      if (request.routeOptions.config.neverShed) return;
      request.log.debug(
        { type, value, queue: app.dbStatus.queueDepth() },
        'refused: under pressure',
      );
      reply.header('retry-after', String(retryAfterSeconds));
      // A rejection goes through the error handler: the same `{ error }` body as every failure.
      return Promise.reject(new HttpError(503, SERVER_BUSY_MESSAGE, { retryAfterSeconds }));
    },
  });
}
