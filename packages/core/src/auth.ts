import { z } from 'zod';
import { displayNameSchema, userSchema } from './user';

/**
 * How a visitor can sign in on this server, so the sign-in button names it: Google configured, and
 * whether any account has a password (then the popup offers both). Sent to visitors only.
 */
export const signInModesSchema = z.object({ google: z.boolean(), localAccounts: z.boolean() });
export type SignInModes = z.infer<typeof signInModesSchema>;

export const currentUserResponseSchema = z.object({
  isAuthenticated: z.boolean(),
  user: userSchema.nullable(),
  signIn: signInModesSchema.optional(),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const checkSessionResponseSchema = z.object({ isAuthenticated: z.boolean() });

/** Body of POST /auth/dev/login (development sign-in, docs/product/sign-in-and-accounts.md). */
export const devLoginBodySchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Please enter a valid email address' }))
    .pipe(z.string().max(254)),
  displayName: displayNameSchema.optional(),
});
export type DevLoginBody = z.infer<typeof devLoginBodySchema>;

/** Body of POST /auth/google/callback: a Google ID token from Google Identity Services. */
export const googleCredentialBodySchema = z.strictObject({
  credential: z.string().min(1).max(8192),
});

export const successResponseSchema = z.object({ success: z.boolean() });

export const healthResponseSchema = z.object({
  ok: z.literal(true),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
