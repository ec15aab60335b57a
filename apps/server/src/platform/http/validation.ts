import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * For routes registered with `attachValidation: true`: answers 400 with the schema's own message
 * ('Email is required', docs/product/admin-users.md) rather than the error handler's `field:
 * message` form, which the admin forms would show verbatim.
 */
export function throwIfInvalid(request: FastifyRequest): void {
  const error = request.validationError as
    (Error & { validation?: Array<{ message?: string }> }) | undefined;
  if (!error) return;
  throw new HttpError(400, error.validation?.[0]?.message ?? error.message);
}
