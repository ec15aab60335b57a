// The server's database tests on real PostgreSQL alone: a throwaway cluster, then the Vitest
// project `server-postgres` (vitest.config.ts), which exists when TEST_POSTGRES_URL names a
// server. Vitest's global set-up migrates one template database there and each test app's
// database is created from it (apps/server/src/platform/test/). `npm test` runs this project in
// its one Vitest run; this script is for running it on its own. Extra arguments go to Vitest.
import { run } from './lib.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const cluster = await startThrowawayPostgres();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cluster.stop();
    process.exit(1);
  });
}
const code = await run(
  'npx',
  ['vitest', 'run', '--project', 'server-postgres', ...process.argv.slice(2)],
  { env: { ...process.env, TEST_POSTGRES_URL: cluster.url } },
);
cluster.stop();
if (code !== 0) console.error('Server tests on PostgreSQL failed.');
process.exit(code);
