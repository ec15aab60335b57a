import { z } from 'zod';
import { fileNameSlug, queryText } from './text';

/**
 * The access log's contract (docs/product/access-log.md): who other than a pupil opened the
 * pupil's work. GET /api/me/access-log for the pupil, GET /api/admin/access-log (+ .csv) for
 * administrators.
 */

/** What was opened: a story, a hand-in, an AI chat, a data export, or a person's activity log. */
export const ACCESS_KINDS = ['story', 'handin', 'chat', 'export', 'activity'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** The reader's role when they opened it (never their e-mail address on the pupil's side). */
export const ACCESS_READER_ROLES = ['teacher', 'administrator'] as const;
export type AccessReaderRole = (typeof ACCESS_READER_ROLES)[number];

/** Repeated reads of one item by one reader within this window are one entry (polls, reloads). */
export const ACCESS_DEDUP_MINUTES = 10;
/** Entries are kept this many months, then removed. */
export const ACCESS_RETENTION_MONTHS = 12;

export const ACCESS_LOG_PAGE_SIZE = 25;
export const MAX_ACCESS_LOG_PAGE_SIZE = 200;
export const MAX_ACCESS_LOG_SEARCH_LENGTH = 200;

const pageField = z.coerce
  .number({ message: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .default(1);
const limitField = z.coerce
  .number({ message: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(MAX_ACCESS_LOG_PAGE_SIZE, `limit must be at most ${MAX_ACCESS_LOG_PAGE_SIZE}`)
  .default(ACCESS_LOG_PAGE_SIZE);
const dayField = (name: string) =>
  queryText()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-01-31`)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), `${name} is not a real date`)
    .optional();
const personField = (name: string) =>
  queryText()
    .trim()
    .max(
      MAX_ACCESS_LOG_SEARCH_LENGTH,
      `${name} must be at most ${MAX_ACCESS_LOG_SEARCH_LENGTH} characters`,
    )
    .default('');

/** GET /api/me/access-log: the signed-in user's entries, newest first, paged. */
export const myAccessLogQuerySchema = z.strictObject({ page: pageField, limit: limitField });
export type MyAccessLogQuery = z.infer<typeof myAccessLogQuerySchema>;

const adminFilterFields = {
  /** Matches the reader's name or e-mail address, case-insensitively. */
  reader: personField('reader'),
  /** Matches the pupil's (the owner's) name or e-mail address, case-insensitively. */
  owner: personField('owner'),
  kind: z.enum(['all', ...ACCESS_KINDS]).default('all'),
  /** First day (UTC), inclusive. */
  from: dayField('from'),
  /** Last day (UTC), inclusive. */
  to: dayField('to'),
};

/** GET /api/admin/access-log: every entry matching the filters, newest first, paged. */
export const adminAccessLogQuerySchema = z
  .strictObject({ ...adminFilterFields, page: pageField, limit: limitField })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type AdminAccessLogQuery = z.infer<typeof adminAccessLogQuerySchema>;

/** GET /api/admin/access-log.csv: every matching entry, no paging. */
export const adminAccessLogExportQuerySchema = z
  .strictObject(adminFilterFields)
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type AdminAccessLogExportQuery = z.infer<typeof adminAccessLogExportQuerySchema>;

/** One entry as the pupil sees it: who (name and role), what (kind and title), when. */
export const myAccessEntrySchema = z.object({
  _id: z.string(),
  readerName: z.string(),
  readerRole: z.enum(ACCESS_READER_ROLES),
  kind: z.enum(ACCESS_KINDS),
  /** The item's title when it was opened ('' for an untitled story or an activity log). */
  title: z.string(),
  at: z.string(),
});
export type MyAccessEntry = z.infer<typeof myAccessEntrySchema>;

export const myAccessLogResponseSchema = z.object({
  entries: z.array(myAccessEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type MyAccessLogResponse = z.infer<typeof myAccessLogResponseSchema>;

/** One entry as an administrator sees it: both people with their e-mail addresses. */
export const adminAccessEntrySchema = myAccessEntrySchema.extend({
  readerEmail: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  itemId: z.string(),
});
export type AdminAccessEntry = z.infer<typeof adminAccessEntrySchema>;

export const adminAccessLogResponseSchema = z.object({
  entries: z.array(adminAccessEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminAccessLogResponse = z.infer<typeof adminAccessLogResponseSchema>;

export const ACCESS_LOG_CSV_COLUMNS = [
  'When',
  'Reader',
  'Reader e-mail',
  'Reader role',
  'Pupil',
  'Pupil e-mail',
  'Kind',
  'Item',
  'Item id',
] as const;

/** The export is named by the date (YYYY-MM-DD). */
export function accessLogCsvFilename(date: Date): string {
  return `${fileNameSlug('access log', 'access-log')}-${date.toISOString().slice(0, 10)}.csv`;
}
