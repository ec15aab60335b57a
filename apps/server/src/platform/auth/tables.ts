import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UserSettings } from '@dsb/core';

/**
 * Everyone who can sign in: provider identity, e-mail, name, role, status, last sign-in, settings,
 * and an argon2id password hash for local accounts.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable identity from the sign-in provider: Google `sub`, or `dev:{email}` for development sign-in. */
    uid: text('uid').notNull().unique(),
    email: text('email').notNull().unique(),
    displayName: text('display_name').notNull(),
    photoUrl: text('photo_url'),
    profileImage: text('profile_image'),
    isAdmin: boolean('is_admin').notNull().default(false),
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('active'),
    trackingId: text('tracking_id'),
    /** Tool settings that follow the user across devices (docs/product/settings.md). */
    settings: jsonb('settings').$type<Partial<UserSettings>>().notNull().default({}),
    /** argon2id hash (PHC string) for a local account; null for Google-only users. */
    passwordHash: text('password_hash'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_status_idx').on(t.status),
    // The admin user list pages in name order.
    index('users_name_order_idx').on(sql`lower(${t.displayName})`, t.id),
  ],
);

/** Signed-in sessions: the SHA-256 of the cookie's token, the user and the expiry. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random session token; the token itself is only in the user's cookie. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * One-time links that set a password: a user's set-password link (made by an admin) or the
 * first-admin link printed at the first start. Only the SHA-256 of the token is stored.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The user whose password the link sets; null for the first-admin link. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['set-password', 'first-admin'] }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/**
 * Failed password sign-ins per account and per address in a sliding window, in the database so
 * every server behind a load balancer counts the same attempts.
 */
export const authThrottle = pgTable('auth_throttle', {
  /** `account:<email>` or `address:<ip>`. */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
