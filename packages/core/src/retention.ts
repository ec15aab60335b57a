import { z } from 'zod';

/**
 * Retention settings (docs/product/retention.md): how long each kind of personal data is kept
 * before the daily retention job deletes it. GET/PUT /api/admin/retention. Nothing is kept
 * indefinitely: every kind has a finite default and a finite maximum.
 */

/** The kinds the retention job deletes, each through the feature that owns it. */
export const RETENTION_KINDS = [
  'activity-log',
  'ai-chats',
  'access-log',
  'videos',
  'inactive-pupil-stories',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** Per kind: the default period in days and the bounds an administrator may set. */
export const RETENTION_LIMITS: Readonly<
  Record<RetentionKind, { defaultDays: number; minDays: number; maxDays: number; label: string }>
> = {
  // A year of sign-ins and changes answers most "who did what" questions of a school year.
  'activity-log': { defaultDays: 365, minDays: 30, maxDays: 1095, label: 'Activity log' },
  // Chats help while a story is written; three months covers a project.
  'ai-chats': { defaultDays: 90, minDays: 7, maxDays: 730, label: 'AI chats' },
  // Pupils read who opened their work; at most the year each new entry's own sweep keeps (0053).
  'access-log': { defaultDays: 365, minDays: 90, maxDays: 365, label: 'Access log' },
  // A video is a finished copy, rendered again in minutes from its story; half a year covers a
  // term's showing and handing on.
  videos: { defaultDays: 183, minDays: 30, maxDays: 730, label: 'Rendered videos' },
  // Counted from the pupil's last sign-in or use: 18 months spans a summer and a school year away.
  'inactive-pupil-stories': {
    defaultDays: 548,
    minDays: 180,
    maxDays: 1095,
    label: 'Stories of inactive pupils',
  },
};

/** Owners are warned this many days before something of theirs is deleted. */
export const RETENTION_WARNING_DAYS = 14;
/** The admin view shows this many of the latest runs. */
export const RETENTION_RUNS_SHOWN = 10;

export const retentionPeriodsSchema = z
  .object(
    Object.fromEntries(
      RETENTION_KINDS.map((kind) => {
        const { minDays, maxDays, label } = RETENTION_LIMITS[kind];
        return [
          kind,
          z
            .number({ message: `${label}: the period must be a number of days` })
            .int(`${label}: the period must be a whole number of days`)
            .min(minDays, `${label}: keep it at least ${minDays} days`)
            .max(maxDays, `${label}: keep it at most ${maxDays} days`),
        ];
      }),
    ) as Record<RetentionKind, z.ZodNumber>,
  )
  .strict();
export type RetentionPeriods = z.infer<typeof retentionPeriodsSchema>;

/** PUT /api/admin/retention: some or all periods; kinds left out keep their period. */
export const updateRetentionRequestSchema = retentionPeriodsSchema.partial().strict();
export type UpdateRetentionRequest = z.infer<typeof updateRetentionRequestSchema>;

/** What one run of the retention job did. */
export const retentionRunSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  /** Items deleted per kind. */
  deleted: z.record(z.string(), z.number().int()),
  /** Owners newly warned per kind (each owner and kind once per expiry). */
  warned: z.record(z.string(), z.number().int()),
  /** Kinds whose deletion failed, with the reason; the next run tries again. */
  errors: z.record(z.string(), z.string()),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionKindInfoSchema = z.object({
  kind: z.enum(RETENTION_KINDS),
  label: z.string(),
  days: z.number().int(),
  defaultDays: z.number().int(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
});

/** GET (and PUT) /api/admin/retention. */
export const retentionResponseSchema = z.object({
  kinds: z.array(retentionKindInfoSchema),
  warningDays: z.number().int(),
  runs: z.array(retentionRunSchema),
});
export type RetentionResponse = z.infer<typeof retentionResponseSchema>;

/** The kinds and periods as stored settings give them, defaults filling the gaps. */
export function retentionPeriods(stored: Partial<Record<string, number>>): RetentionPeriods {
  return Object.fromEntries(
    RETENTION_KINDS.map((kind) => [kind, stored[kind] ?? RETENTION_LIMITS[kind].defaultDays]),
  ) as RetentionPeriods;
}

/** A notice to an owner that some of their data is due to be deleted (GET /api/me/notices). */
export const retentionNoticeSchema = z.object({
  kind: z.enum(RETENTION_KINDS),
  /** When the warned items are deleted at the earliest (the warning time plus the notice period). */
  deleteFrom: z.string(),
});
export const myNoticesResponseSchema = z.object({ notices: z.array(retentionNoticeSchema) });
export type MyNoticesResponse = z.infer<typeof myNoticesResponseSchema>;

/** GET /api/retention-policy, public: what is kept and for how long, for the policy page. */
export const retentionPolicyResponseSchema = z.object({
  kinds: z.array(z.object({ kind: z.enum(RETENTION_KINDS), days: z.number().int() })),
  warningDays: z.number().int(),
});
export type RetentionPolicyResponse = z.infer<typeof retentionPolicyResponseSchema>;
