import { z } from 'zod';
import { MAX_EMAIL_LENGTH, PASSWORD_MAX_LENGTH, newPasswordField } from './adminUsers';
import { userSchema } from './user';
import { storedText } from './text';

/**
 * Local accounts (password sign-in for classrooms without Google): POST /auth/password/login,
 * POST /auth/password/change and the one-time set-password link (/auth/password/set).
 */

export const PASSWORD_MESSAGES = {
  /** The same answer for an unknown e-mail and a wrong password. */
  invalidCredentials: 'Incorrect email or password',
  passwordRequired: 'Password is required',
  currentRequired: 'Current password is required',
  currentWrong: 'Current password is incorrect',
  changed: 'Password changed',
  set: 'Password set. You are signed in.',
  setButInactive:
    'Your password is set, but this account is not active yet. Ask your administrator to activate it.',
  mismatch: 'Passwords do not match',
  linkInvalid: 'This link is invalid, used or expired. Ask your administrator for a new one.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  noLocalAccount: 'This account signs in with Google and has no password.',
} as const;

/** Set-password and first-admin links stay valid this long. */
export const PASSWORD_LINK_TTL_DAYS = 7;

/** POST /auth/password/login (JSON for scripts; the popup form posts the same fields). */
export const passwordLoginBodySchema = z.strictObject({
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Please enter a valid email address' }))
    .pipe(z.string().max(MAX_EMAIL_LENGTH)),
  // Not held to today's minimum length: only the hash decides.
  password: z
    .string({ message: PASSWORD_MESSAGES.passwordRequired })
    .min(1, PASSWORD_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.invalidCredentials),
});
export type PasswordLoginBody = z.infer<typeof passwordLoginBodySchema>;

/** POST /auth/password/change for the signed-in user; a Google-only account may set a first one. */
export const passwordChangeBodySchema = z.strictObject({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  newPassword: newPasswordField,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/**
 * POST /auth/password/set: redeems a one-time link. The first-admin link also names the admin
 * (displayName, email); a user's link sets that user's password only.
 */
export const passwordSetBodySchema = z
  .strictObject({
    token: z.string().min(1).max(200),
    password: newPasswordField,
    /** The form's second entry; checked when sent. */
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    displayName: storedText().max(200).optional(),
    email: z.string().max(MAX_EMAIL_LENGTH).optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: PASSWORD_MESSAGES.mismatch,
  });
export type PasswordSetBody = z.infer<typeof passwordSetBodySchema>;

/** GET /auth/google?provider=google skips the sign-in choice and goes straight to Google. */
export const signInStartQuerySchema = z.object({ provider: z.enum(['google']).optional() });

export const passwordLoginResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema,
});
