// `npm run bench`: the performance budgets of docs/performance.md. Builds when stale, then runs each suite.
import { buildIsStale, run } from './lib.mjs';
import { findPostgresBin } from './postgres.mjs';

if (buildIsStale()) {
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) process.exit(code);
}
const suites = [
  'scripts/bench/api.mjs',
  'scripts/bench/classroom.mjs',
  'scripts/bench/collab.mjs',
  'scripts/bench/evidenceQuality.mjs',
  'scripts/bench/editor.mjs',
  'scripts/bench/firstRoute.mjs',
  'scripts/bench/memoryPeak.mjs',
  'scripts/bench/scrape.mjs',
  'scripts/bench/video.mjs',
];
let failed = 0;
for (const suite of suites) {
  console.log(`\n== ${suite}`);
  if ((await run(process.execPath, [suite])) !== 0) failed++;
}
// The classroom figures on PostgreSQL too, beside the embedded ones, when its server is installed.
if (findPostgresBin()) {
  console.log('\n== scripts/bench/classroom.mjs on PostgreSQL');
  const env = { ...process.env, BENCH_POSTGRES: '1' };
  if ((await run(process.execPath, ['scripts/bench/classroom.mjs'], { env })) !== 0) failed++;
}
process.exit(failed ? 1 : 0);
