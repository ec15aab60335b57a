import { readFileSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from './pgliteDefaults';

/** What both ways of running PGlite (its worker thread, or the main thread) start it with. */
export type PgliteStart = {
  /** Tests only: start as a copy of this migrated data directory (`pgliteTemplate`). */
  template: string | null;
  /** PostgreSQL's page cache, in MB (PGLITE_SHARED_BUFFERS_MB; tests take the default). */
  sharedBuffersMb?: number;
};

/** A PGlite data-directory tarball (`pgliteTemplate`), as `loadDataDir` takes it. */
export const templateBlob = (file: string) => new Blob([readFileSync(file)]);

/**
 * PGlite's options. PostgreSQL's default page cache is 128 MB, and in WebAssembly it is resident
 * from the start: the largest single part of an idle server's memory. The seeded library is
 * about 40 MB on disk, and pages not in the cache come from the operating system's file cache,
 * so a smaller cache costs a small server little (docs/performance.md "Memory").
 */
export function pgliteOptions({
  template,
  sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB,
}: PgliteStart) {
  return {
    extensions: { vector },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
    ...(template && { loadDataDir: templateBlob(template) }),
  } satisfies PGliteOptions;
}
