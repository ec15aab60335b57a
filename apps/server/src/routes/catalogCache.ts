import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../services/ttlCache';

/**
 * A short-lived cache of a route plugin's public reads. A successful admin write through the same
 * plugin empties it (a student saving a prompt changes nothing cached) before the answer leaves, so the admin's next read is fresh;
 * other servers catch up within `ttlMs`.
 */
export function catalogCache<V>(app: FastifyInstance, ttlMs: number): TtlCache<V> {
  const cache = new TtlCache<V>(ttlMs);
  app.addHook('onSend', async (request, reply) => {
    const adminWrite = request.method !== 'GET' && request.routeOptions.config.access === 'admin';
    if (adminWrite && reply.statusCode < 400) cache.clear();
  });
  return cache;
}
