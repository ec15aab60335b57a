import { z } from 'zod';

/**
 * Deleting a user completely (docs/decisions/0052-complete-user-deletion.md): the answer of a
 * deletion is a certificate saying what went, counted per place of the data inventory
 * (docs/privacy.md), where, when and at whose request. It names the person only by an opaque
 * hash of their account id, so the record of the deletion keeps nothing of them.
 */
export const USER_DELETION_MESSAGES = {
  inProgress:
    'This user is being deleted by another request right now. Wait a moment, then reload the list.',
  notFound: 'No deletion with this id',
  selfDeletionOff: 'Deleting your own account is turned off on this server. Ask an administrator.',
  adminCannotSelfDelete:
    'Administrators cannot delete their own account here. Ask another admin to do it.',
} as const;

/** Whoever asked: an administrator, or the person themselves. */
export const deletionRequesterSchema = z.object({
  kind: z.enum(['admin', 'self']),
  /** The acting administrator's account id; null for a person's own request. */
  adminId: z.string().nullable(),
  /** The acting administrator's name as it was; null for a person's own request. */
  adminName: z.string().nullable(),
});

export const deletionCertificateSchema = z.object({
  id: z.string(),
  /** SHA-256 (hex) of the deleted account's id: lets the server recognise them, names no one. */
  subject: z.string(),
  status: z.enum(['pending', 'done']),
  requestedBy: deletionRequesterSchema,
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /** How many of the person's rows, files or cache entries went, by inventory item. */
  removed: z.record(z.string(), z.number().int()),
  /** What stays on purpose and where it went, by inventory item (e.g. a group story handed on). */
  keptWithOthers: z.record(z.string(), z.number().int()),
  /** The storage folders the deletion emptied of the person's files. */
  storagePrefixes: z.array(z.string()),
  /** How many times the deletion was applied again after a backup was restored. */
  reapplied: z.number().int(),
});
export type DeletionCertificate = z.infer<typeof deletionCertificateSchema>;

/** Answer of GET /api/admin/deletions/{id}. */
export const deletionCertificateResponseSchema = z.object({
  success: z.literal(true),
  certificate: deletionCertificateSchema,
});
export type DeletionCertificateResponse = z.infer<typeof deletionCertificateResponseSchema>;

/** Answer of POST /api/me/delete: the person's own deletion, done. */
export const selfDeletionResponseSchema = z.object({
  success: z.literal(true),
  certificate: deletionCertificateSchema,
});
export type SelfDeletionResponse = z.infer<typeof selfDeletionResponseSchema>;

/** Body of POST /api/me/delete: the person types DELETE to confirm. */
export const selfDeletionRequestSchema = z.strictObject({
  confirm: z.literal('DELETE', { message: 'Type DELETE to confirm' }),
});
export type SelfDeletionRequest = z.infer<typeof selfDeletionRequestSchema>;

/** GET and PUT /api/admin/deletion-settings: whether pupils may delete their own account. */
export const deletionSettingsSchema = z.strictObject({
  allowSelfDeletion: z.boolean({ message: 'allowSelfDeletion must be true or false' }),
});
export type DeletionSettings = z.infer<typeof deletionSettingsSchema>;

/** Answer of GET /api/me/delete: whether the signed-in person may delete their own account. */
export const selfDeletionStatusSchema = z.object({ allowed: z.boolean() });
export type SelfDeletionStatus = z.infer<typeof selfDeletionStatusSchema>;
