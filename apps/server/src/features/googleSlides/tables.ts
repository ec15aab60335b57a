import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';

/**
 * A user's Google Drive authorisation for the Google Slides export (scope drive.file only), kept
 * on the server so no page script ever holds it. Both tokens are stored encrypted with a key
 * derived from SESSION_SECRET (platform/crypto/secretCipher.ts): a copy of the database alone cannot use
 * them. Deleting the user deletes the row; backups leave this table out.
 */
export const googleDriveTokens = pgTable('google_drive_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text('access_token').notNull(),
  /** Google sends one on the first consent (access_type=offline); null if it did not. */
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The scopes Google granted, space-separated. */
  scope: text('scope').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
