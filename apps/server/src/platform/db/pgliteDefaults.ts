/**
 * PostgreSQL's page cache in the embedded database, in MB (PGLITE_SHARED_BUFFERS_MB): a module of
 * its own so the configuration can name it without loading PGlite (pgliteOptions.ts says why).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 32;
