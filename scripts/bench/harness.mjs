// Load harness for `npm run bench`: a real server on a temporary DATA_DIR, autocannon clients, and
// exact percentiles from every response time.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_BUNDLE } from '../lib.mjs';
import { fetchPatiently } from './load.mjs';

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
 * (e.g. `--import` of the event-loop monitor); `env` adds settings.
 */
export async function startServer(dataDir, { nodeArgs = [], env = {} } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
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
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
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
