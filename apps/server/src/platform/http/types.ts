import type { FastifySchema } from 'fastify';
import type { User } from '@dsb/core';
import type { Db, DbKind, DbStatus } from '../db/client';
import type { Notifications } from '../db/notifications';
import type { AppConfig } from '../config/config';
import type { Embedder } from '../embeddings/embedder';
import type { ObjectStorage } from '../storage/storage';

/** Who may call a route. Every route declares one; see platform/auth/access.ts. */
export type RouteAccess = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The 413 message for this route, when a bigger body than its limit arrives. */
    tooLargeMessage?: string;
    /** Served even past capacity (backPressure.ts): the web app's files and first page. */
    neverShed?: boolean;
    /**
     * A form another site posts on purpose (a learning platform's LTI login and launch): skips the
     * Origin check (platform/auth/access.ts). Only for public routes that open no session from a
     * cookie and check a one-time secret of their own instead.
     */
    acceptsCrossSitePost?: boolean;
  }
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbKind: DbKind;
    /** Messages to the other servers on the same database (platform/db/notifications.ts). */
    notifications: Notifications;
    dbStatus: DbStatus;
    embedder: Embedder;
    storage: ObjectStorage;
    /** Every route registered, with its declared access: walked by a test. */
    routeAccess: Array<{
      method: string;
      url: string;
      access: RouteAccess | undefined;
      /** The route's schemas and body limit, for the generated docs/api.md. */
      schema: FastifySchema | undefined;
      bodyLimit: number | undefined;
    }>;
  }
  interface FastifyRequest {
    user: User | null;
    /** Hash of the current session token, when the request carries a valid session. */
    sessionTokenHash: string | null;
  }
}
