// Classroom load test (issue #10, docs/performance.md), open loop: requests leave on a schedule whatever
// the latency, as a school sends them, so a slow server cannot slow the load down and hide itself.
// 300 pupils each change one slide of their own 10-slide story every 3 s (100 saves a second) while
// 30 others browse prompts and search evidence, for 60 s. Then: the highest save rate held with
// p99 < 250 ms, whole-story PUT at 150 a second, and 100 closed-loop clients past capacity.
// Every acknowledged save is read back at the end. The server's event-loop delay comes from
// loopMonitor.mjs preloaded into it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from '../postgres.mjs';
import { newDataDir, readProbe, residentByProcess, startServer } from './harness.mjs';
import { Recorder, openLoop, pool } from './load.mjs';
import { browseStream, healthStream, saveStreams } from './classroomStreams.mjs';
import { Pupil } from './pupil.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = (name, fallback) => Number(process.env[name] ?? fallback);
const CLASSROOM_S = seconds('BENCH_CLASSROOM_SECONDS', 60);
const STEP_S = seconds('BENCH_STEP_SECONDS', 15);
const OVERLOAD_S = seconds('BENCH_OVERLOAD_SECONDS', 30);
const PUPILS = 300;
const BROWSERS = 30;
// BENCH_POSTGRES=1 runs the same load against a throwaway PostgreSQL instead of embedded PGlite.
const postgres = process.env.BENCH_POSTGRES === '1' ? await startThrowawayPostgres() : null;
console.log(`Database: ${postgres ? 'PostgreSQL (throwaway cluster)' : 'embedded PGlite'}`);
const dataDir = newDataDir();
const loopReport = path.join(dataDir, 'loop.json');
const server = await startServer(dataDir, {
  nodeArgs: ['--import', path.join(here, 'loopMonitor.mjs')],
  env: { BENCH_LOOP_REPORT: loopReport, ...(postgres && { DATABASE_URL: postgres.url }) },
});
const { base } = server;

/** The server's event-loop delay since the last call (the monitor resets on each signal). */
const loopDelay = () => readProbe(server.pid, loopReport);

console.log(`Signing in ${PUPILS} pupils and creating their 10-slide stories...`);
const pupils = await pool(
  Array.from({ length: PUPILS }, (_, i) => i),
  16,
  (i) => Pupil.create(base, i),
);

const results = [];
const targets = [];
const target = (name, value, limit, pass) => targets.push({ target: name, value, limit, pass });

// 1. The classroom: 100 saves a second, 30 browsing, health probed 10 times a second.
await loopDelay();
const classroom = new Recorder();
// The whole server's memory (every thread and child process, shared pages counted once).
let classroomMemoryMb = 0;
const memorySampler = setInterval(() => {
  const total = residentByProcess(server.pid).reduce((sum, process) => sum + process.pss, 0);
  classroomMemoryMb = Math.max(classroomMemoryMb, total);
}, 250);
console.log(`Classroom: ${PUPILS} pupils saving every 3 s, ${BROWSERS} browsing, ${CLASSROOM_S} s`);
await openLoop(CLASSROOM_S, [
  ...saveStreams(classroom, pupils, 3000),
  ...Array.from({ length: BROWSERS }, (_, i) => browseStream(classroom, base, i, BROWSERS)),
  healthStream(classroom, base),
]);
clearInterval(memorySampler);
const classroomLoop = await loopDelay();
results.push(...classroom.rows('classroom'));
const save = classroom.stats('save (PATCH)');
const health = classroom.stats('health');
target('classroom errors', classroom.errors(), 0, classroom.errors() === 0);
target('classroom save p99 (ms)', save.p99_ms, '< 250', save.p99_ms < 250);
target('classroom health p99 (ms)', health.p99_ms, '< 25', health.p99_ms < 25);
target('classroom event-loop p99 (ms)', classroomLoop.p99_ms, '< 25', classroomLoop.p99_ms < 25);
target('classroom memory, peak (MB)', classroomMemoryMb, '< 500', classroomMemoryMb < 500);
const patchBytes = Math.max(...pupils.map((p) => p.largestPatchBytes));
target('one-object change sends (bytes)', patchBytes, '< 8192', patchBytes < 8192);

// 2. The highest save rate held with p99 under 250 ms and no errors.
let sustained = 0;
for (const rate of [200, 300, 400, 500, 600, 800, 1000]) {
  const step = new Recorder();
  await openLoop(STEP_S, [
    ...saveStreams(step, pupils, (PUPILS / rate) * 1000),
    healthStream(step, base),
  ]);
  const stats = step.stats('save (PATCH)');
  const ok = stats.p99_ms < 250 && step.errors() === 0;
  console.log(JSON.stringify({ case: `sustained ${rate} saves/s`, ...stats, ok }));
  results.push(...step.rows(`${rate}/s`));
  if (!ok) break;
  sustained = rate;
}
target('sustained save rate, p99 < 250 ms (saves/s)', sustained, '>= 400', sustained >= 400);

// 3. The whole-story PUT older clients send (40 KB) at 150 a second.
const put = new Recorder();
await openLoop(STEP_S, [...saveStreams(put, pupils, 2000, 'put'), healthStream(put, base)]);
results.push(...put.rows('PUT 150/s'));
const putStats = put.stats('save (PUT)');
target('whole-story PUT p99 at 150/s (ms)', putStats.p99_ms, '< 250', putStats.p99_ms < 250);
target('whole-story PUT errors', put.errors(), 0, put.errors() === 0);

// 4. Past capacity: 100 clients saving back to back; 503 + Retry-After, never a long queue.
await loopDelay();
const overload = new Recorder();
const until = performance.now() + OVERLOAD_S * 1000;
await Promise.all(pupils.slice(0, 100).map((pupil) => pupil.saveInLoop(overload, until)));
const overloadLoop = await loopDelay();
results.push(...overload.rows('overload'));
const slowest = overload.stats('save (PATCH)').max_ms;
target('overload: slowest request (ms)', slowest, '< 2000', slowest < 2000);
target('overload errors (503s retried)', overload.errors(), 0, overload.errors() === 0);

// 5. Every acknowledged save is readable.
const lost = (await pool(pupils, 16, (pupil) => pupil.lostSaves())).flat();
target('acknowledged saves lost', lost.length, 0, lost.length === 0);
if (lost.length) console.log('Lost saves:', lost.slice(0, 10));
await server.stop();
postgres?.stop();

console.table(results);
console.log('Event-loop delay (server):', { classroom: classroomLoop, overload: overloadLoop });
console.table(targets);
process.exit(targets.every((t) => t.pass) ? 0 : 1);
