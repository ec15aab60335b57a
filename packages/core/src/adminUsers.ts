import { z } from 'zod';
import { deletionCertificateSchema } from './userDeletion';
import { USER_STATUSES, userSchema, userStatusSchema } from './user';
import { fileNameSlug, queryText, storedText } from './text';

/**
 * The User Manager's contract (docs/product/admin-users.md): GET/POST /api/admin/users,
 * PUT/DELETE /api/admin/users/{id}, POST /api/admin/users/{id}/password-link and
 * GET /api/admin/users/{id}/activity (+ activity.csv). Statistics and local-account (password)
 * payloads live in adminStats.ts and passwords.ts.
 */

/** The user list shows 10 a page. */
export const USER_PAGE_SIZE = 10;
export const MAX_USER_PAGE_SIZE = 100;
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_USER_SEARCH_LENGTH = 200;
/** The edit-success modal closes after 2000 ms. */
export const USER_EDIT_SUCCESS_CLOSE_MS = 2000;

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Role labels Admin and User. */
export const USER_ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', user: 'User' };
export const USER_STATUS_LABELS: Record<z.infer<typeof userStatusSchema>, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

export const ADMIN_USER_MESSAGES = {
  // Form validation (docs/product/admin-users.md).
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  displayNameRequired: 'Display name is required',
  displayNameTooShort: `Display name must be at least ${DISPLAY_NAME_MIN_LENGTH} characters`,
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  // Edit, delete and activity log.
  updated: 'User updated successfully!',
  deleteWarning: 'This action cannot be undone!',
  /** The Confirm Deletion modal says what goes with the user (docs/decisions/0010). */
  deleteRemovesWork: 'Their stories and uploaded images are deleted too.',
  noActivity: 'No activity recorded',
  /** The user has activity, but none matches the search (or the type and time filters). */
  noActivityMatches: 'No activity matches your search',
  noActivityInFilters: 'No activity matches these filters',
  loadingActivity: 'Loading activity log...',
  // Failures (client-side wording; the server's `error` text is shown where there is one).
  updateFailed: 'Failed to update user',
  roleUpdateFailed: 'Failed to update user role',
  statusUpdateFailed: 'Failed to update user status',
  deleteFailed: 'Failed to delete user',
  // Server answers.
  created: 'User created',
  deleted: 'User deleted',
  notFound: 'User not found',
  emailTaken: 'A user with this email address already exists',
  nothingToUpdate: 'Nothing to update: send displayName, email, isAdmin, status or password',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin access. Ask another admin to do it.',
  cannotDisableSelf: 'You cannot deactivate or suspend your own account.',
  cannotDeleteSelf: 'You cannot delete your own account. Ask another admin to do it.',
  lastActiveAdmin:
    'This is the last active admin. Make another user an admin first, so someone can still manage the app.',
} as const;

/** Messages that carry a value. */
export const fetchUsersFailedMessage = (status: number | string) =>
  `Failed to fetch users: ${status}`;
export const updateUserFailedMessage = (message: string) => `Failed to update user: ${message}`;
export const fetchActivityFailedMessage = (status: number | string) =>
  `Failed to fetch activity log: ${status}`;

/** A row of the admin user list: the API user plus what the admin screens need. */
export const adminUserSchema = userSchema.extend({
  /** True for a local account that can sign in with a password. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const pageField = z.coerce
  .number({ message: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .default(1);

const limitField = (fallback: number, max: number) =>
  z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

/** GET /api/admin/users: search matches display name or e-mail (case-insensitive). */
export const userListQuerySchema = z.strictObject({
  search: queryText()
    .trim()
    .max(MAX_USER_SEARCH_LENGTH, `search must be at most ${MAX_USER_SEARCH_LENGTH} characters`)
    .default(''),
  role: z.enum(['all', ...USER_ROLES]).default('all'),
  status: z.enum(['all', ...USER_STATUSES]).default('all'),
  page: pageField,
  limit: limitField(USER_PAGE_SIZE, MAX_USER_PAGE_SIZE),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(adminUserSchema),
  /** Users matching the filters (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** Required, then of simple address shape. Stored lowercased. */
export const userEmailField = z
  .string({ message: ADMIN_USER_MESSAGES.emailRequired })
  .trim()
  .min(1, ADMIN_USER_MESSAGES.emailRequired)
  .max(MAX_EMAIL_LENGTH, ADMIN_USER_MESSAGES.emailInvalid)
  .toLowerCase()
  .pipe(z.email({ message: ADMIN_USER_MESSAGES.emailInvalid }));

/** Required, then at least 2 characters. */
export const userDisplayNameField = storedText({ message: ADMIN_USER_MESSAGES.displayNameRequired })
  .trim()
  .min(1, ADMIN_USER_MESSAGES.displayNameRequired)
  .min(DISPLAY_NAME_MIN_LENGTH, ADMIN_USER_MESSAGES.displayNameTooShort)
  .max(DISPLAY_NAME_MAX_LENGTH, ADMIN_USER_MESSAGES.displayNameTooLong);

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 200;

/** A new password (create, admin reset, change, set-password link). */
export const newPasswordField = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * POST /api/admin/users (Create User's blank form is name, e-mail, not admin, active;
 * docs/product/admin-users.md).
 */
export const userCreateSchema = z.strictObject({
  displayName: userDisplayNameField,
  email: userEmailField,
  isAdmin: z.boolean().default(false),
  status: userStatusSchema.default('active'),
  /** Optional: without one, the admin can send a one-time set-password link instead. */
  password: newPasswordField.optional(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * PUT /api/admin/users/{id}: the edit form's fields, or only {isAdmin}, or only {status}.
 * `password` lets an admin set a new password for a local account.
 */
export const userUpdateSchema = z
  .strictObject({
    displayName: userDisplayNameField.optional(),
    email: userEmailField.optional(),
    isAdmin: z.boolean().optional(),
    status: userStatusSchema.optional(),
    password: newPasswordField.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: ADMIN_USER_MESSAGES.nothingToUpdate,
  });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** Answer of POST and PUT: the user as the list shows it. */
export const userMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: adminUserSchema,
});
export type UserMutationResponse = z.infer<typeof userMutationResponseSchema>;

/**
 * Answer of DELETE /api/admin/users/{id}: what went with the user (docs/decisions: a deleted
 * user's stories, uploads, sessions and activity log are deleted with them).
 */
export const userDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  removed: z.object({
    stories: z.number().int(),
    images: z.number().int(),
    sessions: z.number().int(),
    activityEntries: z.number().int(),
  }),
  /** The full account of the deletion, also at GET /api/admin/deletions/{id}. */
  certificate: deletionCertificateSchema,
});
export type UserDeleteResponse = z.infer<typeof userDeleteResponseSchema>;

/** Answer of POST /api/admin/users/{id}/password-link: a one-time link, valid 7 days. */
export const passwordLinkResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  expiresAt: z.string(),
});
export type PasswordLinkResponse = z.infer<typeof passwordLinkResponseSchema>;

/* ---------------------------------------------------------------- Activity log */

/** The type filter's kinds (All Activities, Login Activities, Admin Actions, Data Operations). */
export const ACTIVITY_TYPES = ['login', 'admin', 'data'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_TYPE_LABELS: Record<'all' | ActivityType, string> = {
  all: 'All Activities',
  login: 'Login Activities',
  admin: 'Admin Actions',
  data: 'Data Operations',
};

/** Windows: today, 7 days, 1 month (30 days). */
export const ACTIVITY_PERIODS = ['all', 'today', '7days', '30days'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];
export const ACTIVITY_PERIOD_LABELS: Record<ActivityPeriod, string> = {
  all: 'All Time',
  today: 'Today',
  '7days': 'Last 7 Days',
  '30days': 'Last 30 Days',
};

/**
 * Action names the server records, readable as they are in the timeline and the CSV. Admin
 * actions start with `admin`; sign-in events contain login, logout or password; everything else
 * is a data operation. Other tools add names in the same pattern (e.g. 'admin update evidence',
 * 'admin create backup'); the type is derived from the name (activityTypeOf).
 */
export const ACTIVITY_ACTIONS = {
  login: 'login',
  logout: 'logout',
  loginFailed: 'login failed',
  passwordChanged: 'password changed',
  passwordSet: 'password set',
  adminCreateUser: 'admin create user',
  adminUpdateUser: 'admin update user',
  /** On the changed user's own log: an admin promoted, demoted, suspended or renamed them. */
  accountChangedByAdmin: 'admin changed account',
  adminDeleteUser: 'admin delete user',
  adminPasswordLink: 'admin password link',
  adminCreatePrompt: 'admin create prompt',
  adminUpdatePrompt: 'admin update prompt',
  adminDeletePrompt: 'admin delete prompt',
  adminUpdateEvidence: 'admin update evidence',
  adminDeleteEvidence: 'admin delete evidence',
  storyCreate: 'create story',
  storyDelete: 'delete story',
  upload: 'upload image',
} as const;

/** The type an action belongs to (detected by what the action's name contains). */
export function activityTypeOf(action: string): ActivityType {
  const name = action.toLowerCase();
  if (name.startsWith('admin')) return 'admin';
  if (/login|logout|password|sign/.test(name)) return 'login';
  return 'data';
}

export const ACTIVITY_PAGE_SIZE = 50;
export const MAX_ACTIVITY_PAGE_SIZE = 200;

const activityFilterFields = {
  /** Matches the action or the details' text, case-insensitively. */
  search: queryText()
    .trim()
    .max(MAX_USER_SEARCH_LENGTH, `search must be at most ${MAX_USER_SEARCH_LENGTH} characters`)
    .default(''),
  type: z.enum(['all', ...ACTIVITY_TYPES]).default('all'),
  period: z.enum(ACTIVITY_PERIODS).default('all'),
  /**
   * The browser's `new Date().getTimezoneOffset()`, so "Today" starts at the viewer's midnight;
   * without it, UTC midnight.
   */
  tzOffsetMinutes: z.coerce.number().int().min(-840).max(840).optional(),
};

/** GET /api/admin/users/{id}/activity: newest first, paged. */
export const activityQuerySchema = z.strictObject({
  ...activityFilterFields,
  page: pageField,
  limit: limitField(ACTIVITY_PAGE_SIZE, MAX_ACTIVITY_PAGE_SIZE),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** GET /api/admin/users/{id}/activity.csv: every matching entry, no paging. */
export const activityExportQuerySchema = z.strictObject(activityFilterFields);
export type ActivityExportQuery = z.infer<typeof activityExportQuerySchema>;

export const activityEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  timestamp: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityLogResponseSchema = z.object({
  success: z.literal(true),
  activityLog: z.array(activityEntrySchema),
  /** Entries matching the filters ("Showing X of Y": X is this page's length, Y is `total`). */
  total: z.number().int(),
  /** Every entry of the user, unfiltered. */
  unfilteredTotal: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type ActivityLogResponse = z.infer<typeof activityLogResponseSchema>;

/** CSV columns. */
export const ACTIVITY_CSV_COLUMNS = ['Action', 'Timestamp', 'Details'] as const;

/** Details as one readable cell: `key: value; key: value` (objects as JSON). */
export function formatActivityDetails(details: Record<string, unknown> | null | undefined): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => {
      const text =
        value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
      return `${key}: ${text}`;
    })
    .join('; ');
}

/** The export is named by the user's display name and the date (YYYY-MM-DD). */
export function activityCsvFilename(displayName: string, date: Date): string {
  return `${fileNameSlug(displayName, 'user')}-activity-${date.toISOString().slice(0, 10)}.csv`;
}
