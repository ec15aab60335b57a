// Bundles the server into dist/server.js, with its database thread (dist/pgliteWorker.js) and its
// engines' processes (dist/embedderEngine.js, dist/fliteEngine.js, dist/espeakEngine.js). Workspace code (@dsb/core) is bundled in; npm packages
// stay external and load from node_modules. Migrations are copied beside the bundle.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { eagerlyLoaded } from './buildChecks.mjs';

rmSync('dist', { recursive: true, force: true });
const { metafile } = await build({
  metafile: true,
  // Worker threads and engine processes are files of their own beside the server (workers/).
  entryPoints: [
    'src/server.ts',
    'src/platform/db/pgliteWorker.ts',
    'src/platform/embeddings/embedderEngine.ts',
    'src/platform/speech/fliteEngine.ts',
    'src/platform/speech/espeakEngine.ts',
  ],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // A module imported with import() becomes a chunk of its own beside the bundle, so the npm
  // packages it imports load only when it does (the AWS SDK only with S3 configured).
  splitting: true,
  chunkNames: '[name]-[hash]',
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
const eager = eagerlyLoaded(metafile, 'dist/server.js');
if (eager.length > 0) {
  console.error(`The server would load ${eager.join(', ')} at start: import them with import().`);
  process.exit(1);
}
cpSync('src/platform/db/migrations', 'dist/migrations', { recursive: true });
// Chart definitions and their CSV extracts, read at first start to seed the evidence library.
cpSync('src/features/evidence/seedCharts', 'dist/seedCharts', { recursive: true });
console.log('server bundled to apps/server/dist/server.js');
