// Evidence library on a first start: how long seeding takes (render 55 charts, embed them), and how
// well vector search finds the intended chart for 20 questions worded unlike the chart labels.
// Run after `npm run build` (npm run bench does both): node scripts/bench/evidenceQuality.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT, SERVER_BUNDLE } from '../lib.mjs';
import { freePort, newDataDir } from './harness.mjs';

const QUERIES = JSON.parse(
  readFileSync(
    path.join(ROOT, 'apps/server/src/features/evidence/charts/qualityQueries.json'),
    'utf8',
  ),
);
const TOP = 5;
const MIN_HITS = 16;

/**
 * CPU time a process has used (Linux /proc), all threads together. On a busy machine wall time
 * says little; CPU time over 2 cores bounds what an idle 2-core machine needs.
 */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
  } catch {
    return undefined;
  }
}

/** Starts the built server on an empty DATA_DIR and collects its seed log lines. */
async function firstStart() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: newDataDir(), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      const entry = JSON.parse(line);
      if (/seeded|embeddings/.test(entry.msg)) logs.push(entry);
    } catch {
      /* not JSON */
    }
  });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 300_000; ;) {
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const startMs = Math.round(performance.now() - started);
  const cpuMs = processCpuMs(child.pid);
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base, startMs, cpuMs, logs, stop };
}

const server = await firstStart();
try {
  const seeded = server.logs.find((l) => l.msg === 'seeded the evidence library');
  const embedded = server.logs.find((l) => l.msg === 'computed embeddings');
  console.log(
    `first start (migrate, seed prompts and charts, embed): ${server.startMs} ms wall, ${server.cpuMs ?? '?'} ms CPU (load average ${loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `  evidence seed: ${seeded?.added ?? 0} charts, ${seeded?.rendered ?? 0} rendered, ${seeded?.ms ?? '?'} ms`,
  );
  console.log(
    `  embeddings: ${embedded?.prompts ?? 0} prompts + ${embedded?.evidence ?? 0} charts, ${embedded?.ms ?? '?'} ms`,
  );

  let hits = 0;
  for (const { query, expect } of QUERIES) {
    const url = `${server.base}/api/evidence/search?${new URLSearchParams({ query, searchType: 'vector', limit: String(TOP) })}`;
    const results = await (await fetch(url)).json();
    const slugs = results.map((r) => r.imageURL?.match(/charts\/([a-z0-9-]+)\.png$/)?.[1]);
    const rank = slugs.findIndex((s) => expect.includes(s));
    if (rank >= 0) hits++;
    console.log(
      `${rank >= 0 ? `hit @${rank + 1}` : 'MISS  '}  ${query}${rank >= 0 ? '' : `  -> ${slugs.slice(0, 3).join(', ')}`}`,
    );
  }
  console.log(
    `\nvector search: ${hits}/${QUERIES.length} questions find the intended chart in the top ${TOP}`,
  );
  process.exitCode = hits >= MIN_HITS ? 0 : 1;
} finally {
  await server.stop();
}
