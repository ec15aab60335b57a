// Load harness for `npm run bench`: a real server on a temporary DATA_DIR, autocannon clients, and
// exact percentiles from every response time.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_BUNDLE, serverEnvironment } from '../lib.mjs';
import { fetchPatiently, sleep } from './load.mjs';
import { askedFile } from './probeSignal.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'dsb-bench-'));

/**
 * Starts the built server; resolves when /api/health answers. `nodeArgs` go before the bundle
 * (e.g. `--import` of the event-loop monitor); `env` adds settings. Starting again on the same
 * `dataDir` reopens what the last server stored; `stop('SIGKILL')` ends it as a crash would.
 * `exitCode()` is null while it runs; `onSpawn(pid)` is called before it answers (e.g. to sample
 * its memory from the start).
 */
export async function startServer(
  dataDir,
  { nodeArgs = [], env = {}, wrap = (argv) => argv, onSpawn = () => {} } = {},
) {
  const port = await freePort();
  // `wrap` may start the server through another command (memoryLimit.mjs: inside a cgroup).
  const [command, ...args] = wrap([process.execPath, ...nodeArgs, SERVER_BUNDLE]);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...serverEnvironment(),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  onSpawn(child.pid);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid,
    exitCode: () => child.exitCode ?? child.signalCode,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill(signal);
      }),
  };
}

/** A /proc file's text, or '' once its process has gone. */
function procText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
const procIds = (file) => procText(file).split(/\s+/).filter(Boolean).map(Number);

/** A process and all its descendants (Linux /proc), the process first. */
export function processTree(pid) {
  let tasks;
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // gone
  }
  const children = tasks.flatMap((tid) => procIds(`/proc/${pid}/task/${tid}/children`));
  return [pid, ...children.flatMap((child) => processTree(child))];
}

/**
 * Memory (MB) of each process of a tree, with its name (Linux /proc): `mb` is resident (RSS), and
 * `pss` its proportional share, which counts a page shared by several processes (the node binary,
 * libraries) once in all: the sum of `pss` is what the tree takes from the machine.
 */
export function residentByProcess(pid) {
  return processTree(pid).map((id) => {
    const status = procText(`/proc/${id}/status`);
    const rollup = procText(`/proc/${id}/smaps_rollup`);
    const kb = (text, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
    return {
      pid: id,
      name: /Name:\s+(\S+)/.exec(status)?.[1] ?? '?',
      mb: Math.round(kb(status, 'VmRSS') / 1024),
      pss: Math.round(kb(rollup, 'Pss') / 1024),
      // What the kernel cannot reclaim under a memory limit (no swap): the anonymous share.
      anonPss: Math.round(kb(rollup, 'Pss_Anon') / 1024),
    };
  });
}

/** Resident memory (MB) of a process and its descendants, from /proc (Linux). */
export function residentMb(pid) {
  return residentByProcess(pid).reduce((sum, process) => sum + process.mb, 0);
}

/**
 * Signals a server started with a bench preload (loopMonitor.mjs, memoryProbe.mjs) and reads the
 * figures the preload writes to `file`.
 */
/** Asks one preloaded probe of the server for its figures (probeSignal.mjs). */
export async function readProbe(pid, file) {
  rmSync(file, { force: true });
  writeFileSync(askedFile(file), '');
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200 && !existsSync(file); i++) await sleep(25);
  return JSON.parse(readFileSync(file, 'utf8'));
}

export async function signIn(base, email) {
  const response = await fetchPatiently(`${base}/auth/dev/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.get('set-cookie').split(';')[0];
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Runs one case: 50 connections for `seconds`; returns p50/p95/rps/errors. */
export async function measure(
  name,
  { url, method = 'GET', headers = {}, body, seconds = 8, connections = 50, budgetP95 },
) {
  const times = [];
  let non2xx = 0;
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections,
    duration: seconds,
    setupClient: (client) =>
      client.on('response', (statusCode, _bytes, responseTime) => {
        times.push(responseTime);
        if (statusCode < 200 || statusCode >= 300) non2xx++;
      }),
  });
  times.sort((a, b) => a - b);
  const row = {
    case: name,
    requests: times.length,
    rps: Math.round(result.requests.average),
    p50_ms: +percentile(times, 50).toFixed(2),
    p95_ms: +percentile(times, 95).toFixed(2),
    errors: result.errors + result.timeouts + non2xx,
    budget_p95_ms: budgetP95 ?? '',
    within_budget:
      budgetP95 === undefined
        ? ''
        : percentile(times, 95) < budgetP95 && result.errors + non2xx === 0
          ? 'yes'
          : 'NO',
  };
  console.log(JSON.stringify(row));
  return row;
}
