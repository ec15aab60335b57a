import type { z } from 'zod';

/**
 * The first validation message for each of `fields`, from a shared zod schema's issues: the
 * client mirrors the server's rules only to show a message next to the field.
 */
export function fieldErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (
      typeof field === 'string' &&
      (fields as readonly string[]).includes(field) &&
      !found[field as F]
    ) {
      found[field as F] = issue.message;
    }
  }
  return found;
}
