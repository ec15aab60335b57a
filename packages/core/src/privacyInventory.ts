import { z } from 'zod';

/**
 * GET /api/admin/privacy/inventory: the server's data inventory as declared in its privacy.ts
 * files (docs/privacy.md, docs/decisions/0051-data-inventory.md and 0056-data-minimisation.md).
 * The vocabulary is the server's (platform/privacy/declaration.ts); kept as plain strings here so
 * a new word there is a documentation change, not a broken client.
 */
const subjects = z.array(z.string());

const exportRuleSchema = z.union([
  z.literal('not personal'),
  z.object({ file: z.string(), note: z.string().optional() }),
  z.object({ withheld: z.string() }),
]);

export const privacyInventoryItemSchema = z.object({
  /** 'table', 'storage' (an object storage key prefix) or 'cache'. */
  kind: z.enum(['table', 'storage', 'cache']),
  name: z.string(),
  /** The folder under apps/server/src that declares it. */
  declaredIn: z.string(),
  holds: z.string(),
  about: subjects,
  purpose: z.string(),
  export: exportRuleSchema,
  deletion: z.object({
    how: z.string(),
    detail: z.string(),
    leavesBehind: z.string().optional(),
  }),
  retention: z.string(),
});
export type PrivacyInventoryItem = z.infer<typeof privacyInventoryItemSchema>;

export const externalServiceSchema = z.object({
  name: z.string(),
  declaredIn: z.string(),
  receives: z.string(),
  /** Whose personal data its requests can carry; ['nobody'] when none. */
  about: subjects,
  purpose: z.string(),
  /** The setting that turns it on; nothing is sent while it is off. */
  enabledBy: z.string(),
});
export type ExternalServiceDeclaration = z.infer<typeof externalServiceSchema>;

export const privacyInventoryResponseSchema = z.object({
  items: z.array(privacyInventoryItemSchema),
  externalServices: z.array(externalServiceSchema),
});
export type PrivacyInventoryResponse = z.infer<typeof privacyInventoryResponseSchema>;
