/** PostgreSQL's code for a unique violation (a row with that key exists already). */
export const UNIQUE_VIOLATION = '23505';

/** A unique index refused the row (e.g. an e-mail or tracking id already taken). */
export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === UNIQUE_VIOLATION;

/**
 * The SQLSTATE of a database error. Drizzle wraps the driver's error (PGlite's, node-postgres's or
 * the PGlite worker's copy) in its own, with the original as `cause`: look down the chain.
 */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
