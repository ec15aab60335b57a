import { describe, expect, it } from 'vitest';
import { eagerlyLoaded, packagesLoadedAtStart } from '../apps/server/buildChecks.mjs';

type Import = { path: string; kind: string; external?: boolean };
const metafile = (outputs: Record<string, Import[]>) => ({
  outputs: Object.fromEntries(
    Object.entries(outputs).map(([name, imports]) => [name, { imports }]),
  ),
});

describe('packages the server loads at start (apps/server/buildChecks.mjs)', () => {
  it('follows static imports through chunks and stops at import()', () => {
    const built = metafile({
      'dist/server.js': [
        { path: 'fastify', kind: 'import-statement', external: true },
        { path: 'dist/chunk-A.js', kind: 'import-statement' },
        { path: 'dist/s3-B.js', kind: 'dynamic-import' },
        { path: 'vega', kind: 'dynamic-import', external: true },
      ],
      'dist/chunk-A.js': [{ path: 'zod', kind: 'import-statement', external: true }],
      'dist/s3-B.js': [{ path: '@aws-sdk/client-s3', kind: 'import-statement', external: true }],
    });
    expect([...packagesLoadedAtStart(built, 'dist/server.js')].sort()).toEqual(['fastify', 'zod']);
    expect(eagerlyLoaded(built, 'dist/server.js')).toEqual([]);
  });

  it('names a package meant to load on demand that a chunk imports statically', () => {
    const built = metafile({
      'dist/server.js': [{ path: 'dist/chunk-A.js', kind: 'import-statement' }],
      'dist/chunk-A.js': [
        { path: 'vega-lite', kind: 'import-statement', external: true },
        { path: '@aws-sdk/client-s3', kind: 'import-statement', external: true },
      ],
    });
    expect(eagerlyLoaded(built, 'dist/server.js')).toEqual(['@aws-sdk/client-s3', 'vega-lite']);
  });
});
