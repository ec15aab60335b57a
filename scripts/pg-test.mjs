// The server's database tests on real PostgreSQL: a throwaway cluster, then `vitest --project
// server` with DATABASE_URL pointing at it. Vitest's global set-up migrates one template database
// there and each test app's database is created from it (apps/server/src/platform/test/). The
// database-free files (project server-no-db, listed in vitest.config.ts) ran once in the first
// pass and are not repeated here. Extra arguments go to Vitest (e.g. a test file).
import { run } from './lib.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const cluster = await startThrowawayPostgres();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cluster.stop();
    process.exit(1);
  });
}
const code = await run('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  env: { ...process.env, DATABASE_URL: cluster.url },
});
cluster.stop();
if (code !== 0) console.error('Server tests on PostgreSQL failed.');
process.exit(code);
