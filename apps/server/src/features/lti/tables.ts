import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GradeSendStatus } from '@dsb/core';
import { customLinks } from '../customLinks';
import { handins } from '../feedback';
import { users } from '../../platform/auth/tables';

/**
 * LTI 1.3 (docs/decisions/0045-lti.md, docs/product/lti.md). Login state, one-time tickets and
 * tokens are stored as SHA-256 hashes where the browser holds the secret.
 */

/** A learning platform an admin registered (by hand or by Dynamic Registration). */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    authLoginUrl: text('auth_login_url').notNull(),
    authTokenUrl: text('auth_token_url').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    name: text('name').notNull(),
    registeredBy: text('registered_by').$type<'hand' | 'dynamic'>().notNull().default('hand'),
    /**
     * The sites the platform's pages were seen on, from the return addresses its signed launches
     * carry (a hosted Canvas runs on the school's own domain, not its issuer's): they may frame the app.
     */
    frameOrigins: jsonb('frame_origins').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lti_platforms_issuer_client_unique').on(t.issuer, t.clientId)],
);

/** The deployment ids a platform may launch with (a launch from any other is refused). */
export const ltiDeployments = pgTable(
  'lti_deployments',
  {
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    deploymentId: text('deployment_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.deploymentId] })],
);

/**
 * The tool's own RS256 signing keys. The private JWK is encrypted (platform/crypto); the newest
 * key without `retiredAt` signs; retired keys stay published for LTI_RETIRED_KEY_DAYS.
 */
export const ltiKeys = pgTable('lti_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: text('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * A login initiation waiting for its launch: the launch is matched by `state` alone (no cookie),
 * and the id_token must carry `nonce`. Each is used once.
 */
export const ltiLoginStates = pgTable(
  'lti_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    targetLinkUri: text('target_link_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('lti_login_states_expires_idx').on(t.expiresAt)],
);

/** One app user per platform user and deployment. */
export const ltiUsers = pgTable(
  'lti_users',
  {
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    deploymentId: text('deployment_id').notNull(),
    sub: text('sub').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.platformId, t.deploymentId, t.sub] }),
    index('lti_users_user_idx').on(t.userId),
  ],
);

/**
 * A platform's resource link (an activity in a course) and the class link it launches into, with
 * the service endpoints its launches announced (Names and Roles, Assignment and Grade Services).
 */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    deploymentId: text('deployment_id').notNull(),
    resourceLinkId: text('resource_link_id').notNull(),
    contextId: text('context_id'),
    contextTitle: text('context_title'),
    linkId: uuid('link_id')
      .notNull()
      .references(() => customLinks.id, { onDelete: 'cascade' }),
    namesRolesUrl: text('names_roles_url'),
    lineItemsUrl: text('line_items_url'),
    lineItemUrl: text('line_item_url'),
    gradeScopes: jsonb('grade_scopes').$type<string[]>().notNull().default([]),
    rosterSyncedAt: timestamp('roster_synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lti_resource_links_unique').on(t.platformId, t.deploymentId, t.resourceLinkId),
    index('lti_resource_links_link_idx').on(t.linkId),
  ],
);

/** An instructor's "add activity" (Deep Linking) waiting for the choice made in the picker. */
export const ltiDeepLinkRequests = pgTable('lti_deep_link_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  platformId: uuid('platform_id')
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  deploymentId: text('deployment_id').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  returnUrl: text('return_url').notNull(),
  /** The platform's opaque `data`, echoed back unchanged. */
  data: text('data'),
  contextId: text('context_id'),
  contextTitle: text('context_title'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time secrets: a Dynamic Registration link an admin made ('registration'), or the address
 * that turns a frame token into a top-level session ('new-tab', with the path to open).
 */
export const ltiTickets = pgTable(
  'lti_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<'registration' | 'new-tab'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    path: text('path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lti_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * A returned score on its way to the platform's gradebook: tried as a job, retried with back-off
 * (LTI_GRADE_RETRY_SECONDS) until sent or failed. One per hand-in.
 */
export const ltiGradeSends = pgTable(
  'lti_grade_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handinId: uuid('handin_id')
      .notNull()
      .references(() => handins.id, { onDelete: 'cascade' }),
    resourceLinkId: uuid('resource_link_id')
      .notNull()
      .references(() => ltiResourceLinks.id, { onDelete: 'cascade' }),
    /** The platform user (their `sub`) the score is for. */
    platformUserId: text('platform_user_id').notNull(),
    scoreGiven: real('score_given').notNull(),
    scoreMaximum: real('score_maximum').notNull(),
    status: text('status').$type<GradeSendStatus>().notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lti_grade_sends_handin_unique').on(t.handinId),
    index('lti_grade_sends_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'waiting'`),
  ],
);
