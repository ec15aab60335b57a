import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@dsb/core';
import type { RouteAccess } from '../http/types';

const ACCESS_LEVELS: ReadonlySet<string> = new Set(['public', 'user', 'admin']);
const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isUpgrade = (request: FastifyRequest) =>
  request.headers.upgrade?.toLowerCase() === 'websocket';

/** The origins a state-changing request may come from: PUBLIC_URL, else the request's own host. */
function allowedOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl
    ? new URL(app.config.publicUrl).origin
    : `${request.protocol}://${request.host}`;
}

/**
 * Server-side permissions (docs/architecture.md): every route must declare `config.access`;
 * registration fails otherwise. Unsafe methods and WebSocket upgrades must carry an Origin equal
 * to the app's own (CSRF defence on top of SameSite=Lax cookies).
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorate('routeAccess', []);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const { schema, bodyLimit } = route;
    for (const method of methods)
      app.routeAccess.push({ method, url: route.url, access, schema, bodyLimit });
    if (!access || !ACCESS_LEVELS.has(access)) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} must declare config.access (public, user or admin)`,
      );
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    // A WebSocket upgrade is a GET that opens a channel for changes: the same Origin rule.
    // A learning platform posts its LTI login and launch from its own site by design
    // (docs/product/lti.md): those routes are public, read no cookie, and are protected by their
    // one-time state and the platform's signed token instead. Nothing else skips this check.
    const crossSite =
      request.routeOptions.config.acceptsCrossSitePost === true &&
      request.routeOptions.config.access === 'public' &&
      !isUpgrade(request);
    if (!crossSite && (UNSAFE_METHODS.has(request.method) || isUpgrade(request))) {
      const origin = request.headers.origin;
      if (!origin || origin !== allowedOrigin(app, request)) {
        return reply.status(403).send({ error: MESSAGES.originRejected });
      }
    }
  });

  // An upgrade refused here never reaches the WebSocket plugin, which would end its socket: the
  // socket belongs to no HTTP response, so nothing else closes it.
  app.addHook('onResponse', async (request, reply) => {
    if (isUpgrade(request) && reply.statusCode >= 400) request.raw.socket?.destroy();
  });

  // Registered after the session hook, so request.user is known; runs before the body is parsed.
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access as RouteAccess | undefined;
    if (access === 'public' || access === undefined) return;
    if (!request.user) return reply.status(401).send({ error: MESSAGES.authRequired });
    if (access === 'admin' && request.user.isAdmin !== true) {
      return reply.status(403).send({ error: MESSAGES.adminRequired });
    }
  });
}
