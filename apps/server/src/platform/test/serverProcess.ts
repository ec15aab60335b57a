import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { databaseGuard } from './databaseGuard';

/** The real entry point, run from source with tsx (no build needed). */
const SERVER_ENTRY = fileURLToPath(new URL('../../server.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<number>;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<number>;
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/**
 * Starts a server process with exactly `env` (plus PATH, host and port): nothing leaks in from the
 * shell. Resolves once /api/health answers; fails if the process exits first.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  databaseGuard.refuse?.('starts a server process (which opens its database)');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let exitCode: number | undefined;
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code) => resolve((exitCode = code ?? -1))),
  );
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    origin,
    output: () => output,
    exited,
    stop: () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}): ${output}`);
    const healthy = await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`server did not become healthy in ${timeoutMs} ms: ${output}`);
}

/**
 * A request to a server that may still be starting or busy: a 503 with Retry-After (the server's
 * back-pressure, which turns a request away before handling it) is tried again after the time it
 * asks for, as the app's client does, until `timeoutMs` has passed.
 */
export async function fetchWhenReady(url: string, init: RequestInit, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url, init);
    if (response.status !== 503 || Date.now() >= deadline) return response;
    const seconds = Number(response.headers.get('retry-after')) || 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** Signs in with the development form (retrying while the server is busy); returns the cookie. */
export async function devSignIn(origin: string, email: string, timeoutMs = 60_000) {
  const login = await fetchWhenReady(
    `${origin}/auth/dev/login`,
    {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    },
    timeoutMs,
  );
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('dsb_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0]!;
}
