import { z } from 'zod';

/** How long an export's download link works after the export is made (docs/product/data-export.md). */
export const EXPORT_LINK_DAYS = 7;

/** The messages a person sees from the export routes. */
export const DATA_EXPORT_MESSAGES = {
  notFound: 'There is no such export.',
  expired: `This export has expired: its download link lasts ${EXPORT_LINK_DAYS} days. Start a new export from "All my data".`,
  notReady: 'This export is not ready yet.',
  userNotFound: 'There is no such user.',
} as const;

/** POST /api/me/export, POST /api/admin/users/{id}/export: the export job (a running one is reused). */
export const dataExportStartSchema = z.object({ jobId: z.string() });
export type DataExportStart = z.infer<typeof dataExportStartSchema>;

/** The route parameter of GET /api/exports/{jobId}(/download). */
export const dataExportParamsSchema = z.strictObject({
  jobId: z.string().uuid({ message: DATA_EXPORT_MESSAGES.notFound }),
});

export const DATA_EXPORT_STATUSES = ['pending', 'running', 'done', 'failed', 'expired'] as const;

/** GET /api/exports/{jobId}: where the export is; `url` once it can be downloaded. */
export const dataExportStatusSchema = z.object({
  status: z.enum(DATA_EXPORT_STATUSES),
  /** Percent done, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  url: z.string().optional(),
  /** When the download link stops working (ISO time), once done. */
  expiresAt: z.string().optional(),
  /** Why it failed, in words for the person. */
  error: z.string().optional(),
});
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const dataExportDownloadPath = (jobId: string) => `/api/exports/${jobId}/download`;
