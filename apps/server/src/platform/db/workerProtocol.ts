/**
 * Messages between the server's main thread and the PGlite worker (pgliteWorker.ts). Every
 * request carries an id; the worker answers each id exactly once.
 */

export type RowMode = 'array' | 'object';

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Opens a transaction; the answer comes once PGlite has granted it. Its id names it after. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export type WorkerReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };

/** Sent once by the worker: the database is open and migrated, or it could not be. */
export type WorkerStartup = { op: 'ready' } | { op: 'failed'; error: SerializedError };

export type WorkerInit = {
  dataDir: string | null;
  migrationsFolder: string;
  /** Tests only: start as a copy of this migrated data directory (db/client.ts `pgliteTemplate`). */
  template?: string | null;
  /** PostgreSQL's page cache, in MB (pgliteOptions.ts). */
  sharedBuffersMb?: number;
};

/** The PostgreSQL error fields services read (e.g. `code` 23505 for a unique violation). */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

export type SerializedError = { name: string; message: string; stack?: string } & Partial<
  Record<(typeof ERROR_FIELDS)[number], string>
>;

/** A structured clone keeps only an Error's message and stack: copy the PostgreSQL fields too. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const out: SerializedError = { name: error.name, message: error.message, stack: error.stack };
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/** The error as the in-thread client would have thrown it, with the worker's stack appended. */
export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  const { stack, ...fields } = serialized;
  Object.assign(error, fields);
  if (stack) error.stack = `${error.stack ?? ''}\n    --- in the database worker ---\n${stack}`;
  return error;
}
