import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starting the real built server (apps/server/dist/server.js): once per run for the seeded template
 * (globalSetup.ts), for each worker (fixtures.ts) and for specs that need a server of their own.
 */

/** How long a stopping server has to exit before it is killed (its own forced exit is at 10 s). */
export const STOP_GRACE_MS = 15_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForHealth(baseURL: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}

/** `dataDir` lets a spec place what no browser path can (e.g. a backup from another install). */
export type AppServer = {
  baseURL: string;
  dataDir: string;
  /** Stops the server and removes its DATA_DIR. */
  stop: () => Promise<void>;
  /** Stops the server and leaves its DATA_DIR in place (for the run's seeded template). */
  stopKeepingData: () => Promise<void>;
};

/**
 * The built server on a free port with its own temporary DATA_DIR (a fresh database and the
 * seeded chart library), development sign-in, and `env` on top; stopped and cleaned by `stop`.
 * The DATA_DIR starts as a copy of the run's seeded template (global setup, E2E_DATA_TEMPLATE)
 * when there is one and `env` keeps the default seed, so the server need not seed and embed the
 * libraries again; otherwise it seeds them at start, as a first start does.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  { timeoutMs = 120_000 }: { timeoutMs?: number } = {},
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dsb-e2e-'));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template && env.SEED_CONTENT === undefined) cpSync(template, dataDir, { recursive: true });
  const baseURL = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      // As every start of the server sets it (scripts/lib.mjs SERVER_ALLOCATOR_ENV): a leaner
      // server.
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Several servers and browsers share a few cores here: their event loops lag at times, and
      // back-pressure would refuse the tests' requests with 503. Back-pressure has tests of its
      // own (apps/server/src/platform/http/backPressure.test.ts), and the app's answer to it
      // has server-busy.spec.ts.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // The server exits within 10 s of SIGTERM (its own forced exit); a server that does not (its
  // event loop stuck) is killed, so a failed spec's worker does not sit out the fixture's timeout
  // (150 s once in a run) before the next worker starts.
  const stopKeepingData = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    const kill = setTimeout(() => server.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(kill);
  };
  const stop = async () => {
    await stopKeepingData();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A server that stops at start (a bad setting, a missing build) fails at once.
  const stoppedEarly = exited.then((code) => {
    throw new Error(`The server stopped at start (exit code ${String(code)})`);
  });
  stoppedEarly.catch(() => undefined); // its later, normal exit is no failure
  try {
    await Promise.race([waitForHealth(baseURL, timeoutMs), stoppedEarly]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, stop, stopKeepingData };
}
