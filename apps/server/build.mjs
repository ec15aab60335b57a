// Bundles the server into dist/server.js (and its workers: dist/pgliteWorker.js, dist/embedderWorker.js, dist/fliteWorker.js). Workspace code (@dsb/core) is bundled in; npm packages
// stay external and load from node_modules. Migrations are copied beside the bundle.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
await build({
  // Worker threads are files of their own beside the server (workers/workerEntry.ts).
  entryPoints: [
    'src/server.ts',
    'src/db/pgliteWorker.ts',
    'src/embeddings/embedderWorker.ts',
    'src/speech/fliteWorker.ts',
  ],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@dsb/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// Chart definitions and their CSV extracts, read at first start to seed the evidence library.
cpSync('src/db/seed/evidence', 'dist/evidence', { recursive: true });
console.log('server bundled to apps/server/dist/server.js');
