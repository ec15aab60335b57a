import { z } from 'zod';
import { storedText } from './text';

export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** The signed-in user as the API presents it (docs/product/sign-in-and-accounts.md). */
export const userSchema = z.object({
  _id: z.string(),
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  profileImage: z.string().nullable(),
  isAdmin: z.boolean(),
  status: userStatusSchema,
  lastLogin: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** A display name as people enter it (development sign-in, later the admin's user form). */
export const displayNameSchema = storedText()
  .trim()
  .max(100, 'Display name must be at most 100 characters');

/** Display name fallback: the name, else the e-mail's local part, else 'User'. */
export function resolveDisplayName(
  name: string | null | undefined,
  email: string | null | undefined,
): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const local = email?.split('@')[0]?.trim();
  return local || 'User';
}

/** Admin only when the flag is strictly true. */
export function isAdminUser(user: { isAdmin?: unknown } | null | undefined): boolean {
  return user?.isAdmin === true;
}
