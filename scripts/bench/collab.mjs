// Editing together (issue #25, docs/performance.md "Editing together"): members of one story edit
// its shared document over /api/collab on the built server, over loopback.
// 1. Latency: how long an edit takes to appear in every other member's document, with 5 and with
//    30 connections in one story, one edit a member a second (the clock of this one process).
// 2. Load: 40 stories x 5 members, one edit a member a second; then no edit lost, every copy
//    identical and the same as the story row, and the server's memory before and after.
// 3. kill -9: the server is killed mid-session and restarted on the same data; every edit it had
//    said was saved must be in the document and the story row.
// A report, not a timed test: it exits non-zero only when a correctness check fails.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { newDataDir, processTree, readProbe, residentMb, startServer } from './harness.mjs';
import { Recorder, openLoop, pool, sleep } from './load.mjs';
import { Group, editStreams, groupStory, holds, present, readStory } from './collabMember.mjs';

const STORIES = 40;
const CRASH_STORIES = 5;
const IDLE_S = 30; // after the load, before memory is read again
// How long each part edits, in seconds (shorter for a quick look).
const seconds = (name, fallback) => Number(process.env[name] ?? fallback);
const LATENCY_S = seconds('BENCH_COLLAB_LATENCY_SECONDS', 20);
const LOAD_S = seconds('BENCH_COLLAB_SECONDS', 60);
const CRASH_S = seconds('BENCH_COLLAB_CRASH_SECONDS', 10);

const here = path.dirname(fileURLToPath(import.meta.url));
const preload = (file) => ['--import', path.join(here, file)];
const dataDirs = [];
const dataDir = () => dataDirs[dataDirs.push(newDataDir()) - 1];

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
console.log(`Machine: ${os.cpus().length} cores, load average ${loadAverage()} (1, 5, 15 min)`);

const targets = [];
const checks = [];
const target = (name, value, limit, pass) =>
  targets.push({ target: name, value, limit, pass: pass ? 'yes' : 'NO' });
const check = (name, value, expected, pass) => checks.push({ check: name, value, expected, pass });
// This process holds every member: its own delay adds to what it measures.
const benchLoop = monitorEventLoopDelay({ resolution: 10 });
benchLoop.enable();
const recorder = new Recorder();

/** Latency: `connections` to one story of `people`, each editing once a second. */
async function latency(base, people, connections, limitMs) {
  const name = `${connections} connections`;
  const story = await groupStory(base, `latency-${connections}`, people);
  const group = await new Group(story, recorder, name).connect(connections);
  await openLoop(LATENCY_S, editStreams(group.members, 1000));
  const settled = await group.settle();
  const { p95_ms } = recorder.stats(name);
  target(`edit seen by others, ${name}: p95 (ms)`, p95_ms, `< ${limitMs}`, p95_ms < limitMs);
  check(`${name}: edits lost`, group.lost(), 0, settled && group.lost() === 0);
  check(`${name}: documents identical`, group.identical(), true, group.identical());
  await group.close();
}

console.log(`Latency: 5 and 30 connections in one story, one edit each a second, ${LATENCY_S} s`);
const first = await startServer(dataDir());
// 5 members (the owner and 4 co-authors); 30 connections: the owner and 5 co-authors, 5 tabs each.
await latency(first.base, 5, 5, 150);
await latency(first.base, 6, 30, 300);
await first.stop();

// 2. Load on a fresh server, so its memory is this session's. Preloaded: the event-loop monitor
// and the memory probe (which collects the garbage when asked, to tell a leak from unused heap).
console.log(`Load: ${STORIES} stories x 5 members, one edit each a second, ${LOAD_S} s`);
const loadDir = dataDir();
const probes = { loop: path.join(loadDir, 'loop.json'), memory: path.join(loadDir, 'memory.json') };
const loaded = await startServer(loadDir, {
  nodeArgs: [
    '--expose-gc',
    ...['loopMonitor.mjs', 'memoryProbe.mjs'].flatMap(preload),
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ],
  env: { BENCH_LOOP_REPORT: probes.loop, BENCH_MEMORY_REPORT: probes.memory },
});
const stories = await pool(
  Array.from({ length: STORIES }, (_, i) => i),
  4,
  (i) => groupStory(loaded.base, `load-${i}`, 5),
);
await sleep(2000);
const memory = { before: residentMb(loaded.pid) };
memory.heapBefore = (await readProbe(loaded.pid, probes.memory)).heap_mb;
memory.peak = memory.before;
const sample = () => (memory.peak = Math.max(memory.peak, residentMb(loaded.pid)));
const sampler = setInterval(sample, 250);
const groups = await pool(stories, 4, (story) => new Group(story, recorder, 'load').connect(5));
await readProbe(loaded.pid, probes.loop);
const loadMembers = groups.flatMap((g) => g.members);
await openLoop(LOAD_S, editStreams(loadMembers, 1000));
const serverLoop = await readProbe(loaded.pid, probes.loop);
const loadEnded = performance.now();
const settled = await Promise.all(groups.map((g) => g.settle(120_000)));
const savedAfterS = Math.round((performance.now() - loadEnded) / 1000);
const savesPerMinute =
  (60 * loadMembers.reduce((n, m) => n + m.client.saves, 0)) / LOAD_S / loadMembers.length;
memory.connected = residentMb(loaded.pid);
const lost = groups.reduce((sum, g) => sum + g.lost(), 0);
const edits = groups.reduce((sum, g) => sum + g.edits().length, 0);
check('load: edits lost', lost, 0, lost === 0 && settled.every(Boolean));
const notIdentical = groups.filter((g) => !g.identical()).length;
check('load: stories whose copies differ', notIdentical, 0, notIdentical === 0);
const differ = (await Promise.all(groups.map((g) => g.matchesRow()))).filter((ok) => !ok).length;
check('load: story rows unlike the document', differ, 0, differ === 0);
// Every save bumps the row's version. Saves still queued, and the one as the last member leaves,
// run before a document closes: wait until the rows stop changing, and count those saves.
const versions = () => Promise.all(groups.map(async (g) => (await g.row()).version));
const leftAt = performance.now();
const savedBefore = await versions();
await Promise.all(groups.map((g) => g.close()));
let last = savedBefore;
for (let i = 0; i < 60; i++) {
  await sleep(2000);
  const now = await versions();
  if (now.join() === last.join()) break;
  last = now;
}
const savesAfterLeaving = last.reduce((n, v, i) => n + v - savedBefore[i], 0);
memory.closedAfterS = Math.round((performance.now() - leftAt) / 1000);
memory.closed = residentMb(loaded.pid);
await sleep(IDLE_S * 1000); // an idle server gives back the heap it no longer needs
clearInterval(sampler);
memory.after = residentMb(loaded.pid);
// Collects the garbage; what the heap held before that is garbage not yet collected.
const { heap_mb: heapAfter, heap_before_gc_mb: heapAfterUncollected } = await readProbe(
  loaded.pid,
  probes.memory,
);
await sleep(5000); // the heap's freed pages go back to the system in the background
Object.assign(memory, { heapAfterUncollected, heapAfter, afterGc: residentMb(loaded.pid) });
const growth = memory.after - memory.before;
target(`server memory growth, ${IDLE_S} s after the load (MB)`, growth, '< 100', growth < 100);
await loaded.stop();

// 3. kill -9 mid-session, then a restart on the same data.
console.log(`kill -9: ${CRASH_STORIES} stories x 5 members, two edits each a second, ${CRASH_S} s`);
const crashDir = dataDir();
const doomed = await startServer(crashDir);
const crashStories = await pool(
  Array.from({ length: CRASH_STORIES }, (_, i) => i),
  4,
  (i) => groupStory(doomed.base, `crash-${i}`, 5),
);
const crashGroups = await pool(crashStories, 4, (story) =>
  new Group(story, recorder, 'crash').connect(5),
);
const crashMembers = crashGroups.flatMap((g) => g.members);
await openLoop(CRASH_S, editStreams(crashMembers, 500));
// What each member had been told was saved at the moment of the kill.
const made = crashGroups.map((g) =>
  g.members.flatMap((m) => m.edits.map((edit) => ({ edit, acked: m.acknowledged(edit) }))),
);
const family = processTree(doomed.pid);
await doomed.stop('SIGKILL');
for (const pid of family.slice(1)) {
  try {
    process.kill(pid, 'SIGKILL'); // its engines, had any outlived it
  } catch {
    /* gone with it */
  }
}
const restarted = await startServer(crashDir);
const crash = { acked: 0, ackedInDocument: 0, ackedInRow: 0, unacked: 0, unackedSurvived: 0 };
for (const [i, story] of crashStories.entries()) {
  const again = { ...story, base: restarted.base };
  const fresh = await new Group(again, recorder, 'after restart').connect(1);
  const doc = fresh.members[0].doc;
  const inDocument = readStory(doc);
  const row = await fresh.row();
  for (const { edit, acked } of made[i]) {
    const kept = holds(doc, edit) && present(edit, inDocument);
    if (acked) {
      crash.acked++;
      if (kept) crash.ackedInDocument++;
      if (present(edit, row)) crash.ackedInRow++;
    } else {
      crash.unacked++;
      if (kept) crash.unackedSurvived++;
    }
  }
  await fresh.close();
}
await restarted.stop();
for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
console.log('kill -9:', JSON.stringify(crash));
const missing = 2 * crash.acked - crash.ackedInDocument - crash.ackedInRow;
check('kill -9: acknowledged edits missing', missing, 0, missing === 0 && crash.acked > 0);

const rows = ['5 connections', '30 connections', 'load'].flatMap((name) => [
  { case: `edit seen by others, ${name}`, ...recorder.stats(name) },
  { case: `edit saved, ${name}`, ...recorder.stats(`${name}: saved`) },
]);
console.table(rows);
console.log(`Load: ${edits} edits in ${STORIES} stories; server event loop (ms):`, serverLoop);
console.log(
  `Load: every edit saved ${savedAfterS} s after the last; "saved" messages a connection a minute: ${savesPerMinute.toFixed(1)};`,
  `saves of the ${STORIES} stories after everyone left: ${savesAfterLeaving}`,
);
console.log(
  `Server memory (MB): resident, of the process and its children ("closed": the last saves done;`,
  `"after": ${IDLE_S} s later; "afterGc": 5 s after a full GC); heap: the main thread's live heap`,
);
console.table(memory);
console.log(
  'Bench process event-loop delay (ms): p99',
  (benchLoop.percentile(99) / 1e6).toFixed(1),
  'max',
  (benchLoop.max / 1e6).toFixed(1),
);
console.log(`Load average at the end: ${loadAverage()}`);
console.table(targets);
console.table(checks.map((c) => ({ ...c, pass: c.pass ? 'yes' : 'NO' })));
process.exit(checks.every((c) => c.pass) ? 0 : 1);
