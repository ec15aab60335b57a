import { z } from 'zod';
import {
  EVIDENCE_MESSAGES,
  MAX_EVIDENCE_DESCRIPTION_LENGTH,
  MAX_EVIDENCE_LABEL_LENGTH,
} from './evidence';
import { isAppPath, isWebAddress } from './links';
import { queryText, storedText } from './text';

/** Evidence collections an admin manages (docs/product/admin-evidence.md). */
export const EVIDENCE_COLLECTIONS = ['temp', 'main', 'deleted'] as const;
export type EvidenceCollection = (typeof EVIDENCE_COLLECTIONS)[number];

/** Activity-log names of the evidence management actions (admin ones start with 'admin'). */
export const EVIDENCE_ADMIN_ACTIVITY = {
  sync: 'admin sync evidence',
  addTemp: 'admin add evidence to temp',
  restore: 'admin restore evidence',
} as const;

export const EVIDENCE_ADMIN_MESSAGES = {
  restored: 'Evidence restored successfully',
  notDeleted: 'Deleted evidence not found',
  addedToTemp: 'Chart added to temp collection',
  duplicate: 'This chart is already in the evidence collection',
  imageRequired: 'An image URL (s3URL or imageURL) is required',
  imageUrl: 'Image URL must be an app path (/files/...) or an http(s) address',
  sourceUrl: 'Source URL must be an http or https address',
  originalUrl: 'Original URL must be an http or https address',
  synced: (inserted: number, updated: number) =>
    `Synced ${inserted} new and ${updated} updated items to Evidence-Main`,
} as const;

/** Label of a chart added without one (scraped charts may have no caption). */
export const UNTITLED_CHART = 'Untitled chart';

/** An evidence item as the admin console sees it. */
export const adminEvidenceItemSchema = z.object({
  _id: z.string(),
  label: z.string(),
  label_easy: z.string().nullable(),
  description: z.string(),
  description_easy: z.string().nullable(),
  s3URL: z.string().nullable(),
  imageURL: z.string().nullable(),
  sourceURL: z.string().nullable(),
  originalURL: z.string().nullable(),
  topicTagStatic: z.string().nullable(),
  isCustomAdd: z.boolean(),
  collection: z.enum(EVIDENCE_COLLECTIONS),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  deletedBy: z.string().nullable(),
});
export type AdminEvidenceItem = z.infer<typeof adminEvidenceItemSchema>;

/** Sync stats: what Sync did with each Evidence-Temp item. */
export const evidenceSyncStatsSchema = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  errors: z.number().int(),
  skipped: z.number().int(),
  skippedItems: z.array(z.object({ originalURL: z.string().nullable() })),
});
export type EvidenceSyncStats = z.infer<typeof evidenceSyncStatsSchema>;

/** Answer of POST /api/admin/evidence/sync. */
export const evidenceSyncResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  stats: evidenceSyncStatsSchema,
});
export type EvidenceSyncResponse = z.infer<typeof evidenceSyncResponseSchema>;

const optionalUrlText = queryText().trim().max(2000).optional();
/** Images are shown in admins' and students' browsers: our own files or a web address only. */
const imageUrlText = optionalUrlText.refine(
  (url) =>
    url === undefined ||
    url === '' ||
    (isAppPath(url) && url.startsWith('/files/')) ||
    isWebAddress(url),
  EVIDENCE_ADMIN_MESSAGES.imageUrl,
);
/**
 * A link visitors follow once the item is synced to Main: http(s) only, the rule of webLink()
 * (docs/architecture.md, Text and links); empty means none.
 */
const optionalWebLink = (message: string) =>
  optionalUrlText.refine((url) => url === undefined || url === '' || isWebAddress(url), message);

/**
 * Body of POST /api/admin/evidence/temp: the chart's fields (as a scrape result or the manual form
 * sends them) plus `force`, which adds it even when the same original image is already collected.
 */
export const evidenceTempAddSchema = z
  .strictObject({
    label: storedText()
      .trim()
      .max(
        MAX_EVIDENCE_LABEL_LENGTH,
        `Title must be at most ${MAX_EVIDENCE_LABEL_LENGTH} characters`,
      )
      .optional(),
    description: storedText()
      .trim()
      .max(
        MAX_EVIDENCE_DESCRIPTION_LENGTH,
        `Description must be at most ${MAX_EVIDENCE_DESCRIPTION_LENGTH} characters`,
      )
      .optional(),
    s3URL: imageUrlText,
    imageURL: imageUrlText,
    sourceURL: optionalWebLink(EVIDENCE_ADMIN_MESSAGES.sourceUrl),
    originalURL: optionalWebLink(EVIDENCE_ADMIN_MESSAGES.originalUrl),
    topicTagStatic: queryText().trim().max(60).optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    force: z.boolean().default(false),
  })
  .refine((body) => Boolean(body.s3URL || body.imageURL), {
    message: EVIDENCE_ADMIN_MESSAGES.imageRequired,
  });
export type EvidenceTempAdd = z.infer<typeof evidenceTempAddSchema>;

/** Answer of POST /api/admin/evidence/temp (a 409 answers `{error, existingChart}` instead). */
export const evidenceTempAddResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  chart: adminEvidenceItemSchema,
});

/** Body of POST /api/admin/evidence/restore. */
export const evidenceRestoreSchema = z.strictObject({ id: queryText().min(1).max(100) });

export const evidenceRestoreResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** Console lists show 20 a page; the /admin/evidence page asks for 10. */
export const ADMIN_EVIDENCE_PAGE_SIZE = 20;
export const MAX_ADMIN_EVIDENCE_PAGE_SIZE = 100;

/** Query of GET /api/admin/evidence: one collection, filtered and paged. */
export const adminEvidenceListQuerySchema = z.strictObject({
  collection: z
    .enum(EVIDENCE_COLLECTIONS, { message: "collection must be 'temp', 'main' or 'deleted'" })
    .default('main'),
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_ADMIN_EVIDENCE_PAGE_SIZE, `limit must be at most ${MAX_ADMIN_EVIDENCE_PAGE_SIZE}`)
    .default(ADMIN_EVIDENCE_PAGE_SIZE),
  /** The exact source, as 'Delete Filtered by Source' matches it, so the two agree. */
  sourceURL: queryText().trim().max(2000).optional(),
  topic: queryText().trim().max(60).optional(),
  /** Show Custom Only: items added by hand. */
  customOnly: z.enum(['true', 'false']).optional(),
});
export type AdminEvidenceListQuery = z.infer<typeof adminEvidenceListQuerySchema>;

/** Answer of GET /api/admin/evidence, with each collection's count for the tabs. */
export const adminEvidenceListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(adminEvidenceItemSchema),
    pagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    }),
  }),
  counts: z.object({ temp: z.number().int(), main: z.number().int(), deleted: z.number().int() }),
});
export type AdminEvidenceListResponse = z.infer<typeof adminEvidenceListResponseSchema>;

/** Answer of GET /api/admin/evidence/deleted: the whole Deleted collection, last deleted first. */
export const deletedEvidenceResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(adminEvidenceItemSchema),
});

/** Most ids one bulk delete takes: a page of the console is 20, so this is generous. */
export const MAX_EVIDENCE_DELETE_IDS = 500;

/** Body of DELETE /api/admin/evidence/temp and /main: {ids} or {deleteAll: true} (or Main's {id}). */
export const evidenceCollectionDeleteSchema = z
  .strictObject({
    id: queryText().min(1).max(100).optional(),
    ids: z
      .array(queryText().min(1).max(100))
      .max(MAX_EVIDENCE_DELETE_IDS, `At most ${MAX_EVIDENCE_DELETE_IDS} items at a time`)
      .optional(),
    deleteAll: z.literal(true, { message: 'deleteAll must be true' }).optional(),
  })
  .superRefine((body, ctx) => {
    const forms = [body.id, body.ids, body.deleteAll].filter((v) => v !== undefined);
    if (forms.length === 0 || body.ids?.length === 0) {
      ctx.addIssue({ code: 'custom', message: EVIDENCE_MESSAGES.nothingSelected });
    } else if (forms.length > 1) {
      ctx.addIssue({ code: 'custom', message: EVIDENCE_MESSAGES.oneDeleteForm });
    }
  });
export type EvidenceCollectionDelete = z.infer<typeof evidenceCollectionDeleteSchema>;

export const evidenceDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deletedCount: z.number().int(),
});

/*
 * Scans of Evidence-Main: duplicates and missing storage URLs.
 */
export const EVIDENCE_SCAN_MESSAGES = {
  noDuplicates: 'No duplicate items found',
  duplicatesFound: (groups: number, extra: number) =>
    `Found ${groups} duplicate ${groups === 1 ? 'group' : 'groups'} (${extra} extra ${extra === 1 ? 'copy' : 'copies'})`,
  noMissing: 'No items with missing S3 URLs found',
  missingFound: (n: number) => `Found ${n} ${n === 1 ? 'item' : 'items'} with missing S3 URLs`,
  storageUnavailable: 'Storage could not be read; try the scan again later',
} as const;

/** A Main item in a duplicate group: `duplicateCount` is how many items its group holds. */
export const duplicateEvidenceItemSchema = adminEvidenceItemSchema.extend({
  duplicateCount: z.number().int(),
});
export type DuplicateEvidenceItem = z.infer<typeof duplicateEvidenceItemSchema>;

/**
 * Why a group's items are one chart: they share their original URL, or their images look the
 * same (perceptual hash) at different addresses; 'both' when a group joins items of both kinds.
 */
export const DUPLICATE_MATCHES = ['originalURL', 'image', 'both'] as const;

/**
 * Duplicate group: items of Evidence-Main that are one chart, oldest first (the first
 * is the one to keep). `originalURL` is the shared original, or the oldest item's when the group
 * was found by image.
 */
export const duplicateGroupSchema = z.object({
  originalURL: z.string().nullable(),
  match: z.enum(DUPLICATE_MATCHES),
  items: z.array(duplicateEvidenceItemSchema),
});
export type DuplicateGroup = z.infer<typeof duplicateGroupSchema>;

/**
 * Answer of GET /api/admin/evidence/main/duplicates. `totalDuplicates` counts the extra copies
 * (each group's items but its first): what deleting the duplicates would remove.
 */
export const evidenceDuplicatesResponseSchema = z.object({
  success: z.literal(true),
  duplicateGroups: z.array(duplicateGroupSchema),
  totalDuplicates: z.number().int(),
  /** Main items whose image could not be read, so they were compared by original URL only. */
  unreadableImages: z.number().int(),
  message: z.string(),
});
export type EvidenceDuplicatesResponse = z.infer<typeof evidenceDuplicatesResponseSchema>;

/**
 * Why a Main item's image is missing: it has no image address, its stored file is gone, or its
 * image is only an outside address (never copied into our storage).
 */
export const MISSING_IMAGE_REASONS = ['noImageUrl', 'fileMissing', 'notInStorage'] as const;

export const missingImageItemSchema = adminEvidenceItemSchema.extend({
  missingReason: z.enum(MISSING_IMAGE_REASONS),
});
export type MissingImageItem = z.infer<typeof missingImageItemSchema>;

/** Answer of GET /api/admin/evidence/main/missing-s3urls: the Main items without a stored image. */
export const evidenceMissingImagesResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(missingImageItemSchema),
  message: z.string(),
});
export type EvidenceMissingImagesResponse = z.infer<typeof evidenceMissingImagesResponseSchema>;
