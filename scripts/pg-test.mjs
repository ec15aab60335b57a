// The server test suite on real PostgreSQL: a throwaway cluster, then `vitest --project server`
// with DATABASE_URL pointing at it (each test app makes its own database there; see
// apps/server/src/platform/test/testApp.ts). Extra arguments go to Vitest (e.g. a test file).
import { run } from './lib.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const cluster = await startThrowawayPostgres();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cluster.stop();
    process.exit(1);
  });
}
// Speech (Flite), the sentence embedder and their engine processes never touch the database: the
// first pass on PGlite covers them, and a second run only adds heavy processes. The speech
// stability test starts its own server on PGlite whatever this pass sets, and the long-script
// video is about the speech engine (videos.test.ts runs the render job's queries here).
const DATABASE_FREE = [
  'apps/server/src/platform/speech/**',
  'apps/server/src/platform/embeddings/**',
  'apps/server/src/platform/workers/**',
  'apps/server/src/features/speech/speechStability.test.ts',
  'apps/server/src/features/video/longScript.test.ts',
];
const exclude = DATABASE_FREE.flatMap((glob) => ['--exclude', glob]);
const code = await run(
  'npx',
  ['vitest', 'run', '--project', 'server', ...exclude, ...process.argv.slice(2)],
  {
    env: { ...process.env, DATABASE_URL: cluster.url },
  },
);
cluster.stop();
if (code !== 0) console.error('Server tests on PostgreSQL failed.');
process.exit(code);
