import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privacyInventoryResponseSchema, type PrivacyInventoryResponse } from '@dsb/core';
import type { PrivacyDeclaration } from '../platform/privacy/declaration';
import { PRIVACY_INVENTORY } from './privacyInventory';

const KIND_OF = { tables: 'table', storage: 'storage', caches: 'cache' } as const;

/** The declarations as one flat list per kind, sorted so the answer is the same on every call. */
export function inventoryResponse(
  inventory: Readonly<Record<string, PrivacyDeclaration>>,
): PrivacyInventoryResponse {
  const homes = Object.entries(inventory).sort(([a], [b]) => a.localeCompare(b));
  const items = homes.flatMap(([declaredIn, declaration]) =>
    (Object.keys(KIND_OF) as Array<keyof typeof KIND_OF>).flatMap((group) =>
      Object.entries(declaration[group]).map(([name, item]) => ({
        kind: KIND_OF[group],
        name,
        declaredIn,
        ...item,
        about: [...item.about],
      })),
    ),
  );
  const externalServices = homes.flatMap(([declaredIn, declaration]) =>
    Object.entries(declaration.external).map(([name, service]) => ({
      name,
      declaredIn,
      ...service,
      about: [...service.about],
    })),
  );
  return { items, externalServices };
}

/**
 * The data inventory for administrators (issue #30): what docs/privacy.md says, as JSON, from the
 * same declarations. Here in composition because only here are all the features' declarations
 * gathered; the answer never changes while the server runs, so it is built once.
 */
export default async function privacyInventoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answer = inventoryResponse(PRIVACY_INVENTORY);
  app.get(
    '/api/admin/privacy/inventory',
    {
      config: { access: 'admin' as const },
      schema: { response: { 200: privacyInventoryResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );
}
