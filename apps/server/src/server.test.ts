import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSignIn, fetchWhenReady } from './platform/test/serverProcess';

// Runs the real entry point (tsx, no bundle) as a child process: start-up, the DATA_DIR lock,
// SIGTERM handling and persistence across a restart.
const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

type Server = { child: ChildProcess; port: number; output: () => string; exited: Promise<number> };

const dataDir = mkdtempSync(path.join(tmpdir(), 'dsb-server-'));
const lockFile = path.join(dataDir, 'pgdata', 'server.lock');
const started: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

async function spawnServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    // Only what the server needs: no DATABASE_URL or Google settings leak in from the shell.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      SEED_CONTENT: '0', // this file is about the process, not content: keep starts fast
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { child, port, output: () => output, exited };
}

/** Resolves once /api/health answers 200; fails if the process exits first. */
async function waitHealthy(server: Server, timeoutMs = 50_000): Promise<void> {
  let exitCode: number | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}): ${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms: ${server.output()}`);
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms),
    ),
  ]);

let first: Server;
let cookie: string;

beforeAll(async () => {
  first = await spawnServer();
  await waitHealthy(first);
  const origin = `http://127.0.0.1:${first.port}`;
  cookie = await devSignIn(origin, 'restart@school.org');
}, 90_000);

afterAll(async () => {
  const running = started.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  rmSync(dataDir, { recursive: true, force: true }); // a PGlite cluster is ~40 MB
});

describe('the server process', () => {
  it('holds a lock file with its pid while it runs', () => {
    expect(readFileSync(lockFile, 'utf8')).toBe(String(first.child.pid));
  });

  it('a fresh install without an admin logs a one-time link that creates the first admin', async () => {
    const pattern = /http:\/\/\S+\/auth\/password\/set\?token=[\w-]+/;
    // Logged just after the server starts listening: give the line a moment to arrive.
    for (let i = 0; i < 50 && !pattern.test(first.output()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const link = first.output().match(pattern)?.[0];
    expect(link, first.output()).toBeDefined();
    // Also a framed block a person sees among the JSON lines, the link on a line of its own.
    expect(first.output()).toContain('FIRST ADMINISTRATOR: no administrator account exists yet.');
    expect(first.output()).toContain(`\n    ${link}\n`);
    const page = await fetchWhenReady(link!.replace('localhost', '127.0.0.1'), {});
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Create the first admin');
  });

  it('a second server on the same DATA_DIR exits non-zero quickly, naming the holder pid', async () => {
    const second = await spawnServer();
    const code = await within(second.exited, 20_000);
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(first.child.pid));
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('SIGTERM closes it cleanly: exit code 0 within 10 s and the lock file removed', async () => {
    first.child.kill('SIGTERM');
    expect(await within(first.exited, 10_000)).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${first.port}/api/health`)).rejects.toThrow();
  });

  it('a restarted server on the same DATA_DIR keeps users, sessions and the session secret', async () => {
    const again = await spawnServer();
    await waitHealthy(again);
    const response = await fetchWhenReady(`http://127.0.0.1:${again.port}/auth/current-user`, {
      headers: { cookie },
    });
    expect(await response.json()).toMatchObject({
      isAuthenticated: true,
      user: { email: 'restart@school.org' },
    });
    again.child.kill('SIGTERM');
    expect(await within(again.exited, 10_000)).toBe(0);
  }, 60_000);

  it('a save acknowledged before the process is killed (SIGKILL) is there after a restart', async () => {
    const server = await spawnServer();
    await waitHealthy(server);
    const origin = `http://127.0.0.1:${server.port}`;
    const headers = { origin, cookie, 'content-type': 'application/json' };
    const slides = [{ id: 'slide-1700000000000-0', title: 'Slide 1' }];
    // A server just started may still be seeding and turn requests away (503, Retry-After).
    const created = await fetchWhenReady(`${origin}/api/stories`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ template: 'blank', slides }),
    });
    expect(created.status).toBe(201);
    const story = (await created.json()) as { _id: string; version: number };
    const saved = await fetchWhenReady(`${origin}/api/stories/${story._id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ version: story.version, title: 'Saved just before the crash' }),
    });
    expect(saved.status).toBe(200);

    server.child.kill('SIGKILL'); // no shutdown hook runs: the stale lock must be taken over
    await server.exited;
    const again = await spawnServer();
    await waitHealthy(again);
    const reread = await fetchWhenReady(`http://127.0.0.1:${again.port}/api/stories/${story._id}`, {
      headers: { cookie },
    });
    expect(await reread.json()).toMatchObject({ title: 'Saved just before the crash', version: 2 });
    again.child.kill('SIGTERM');
    expect(await within(again.exited, 10_000)).toBe(0);
  }, 90_000);
});
