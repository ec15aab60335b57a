import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TTS_MAX_TEXT_LENGTH } from '@dsb/core';
import {
  devSignIn,
  startServerProcess,
  type ServerProcess,
} from '../../platform/test/serverProcess';
import { createTestDatabase } from '../../platform/test/testDatabase';

// Issue #23's reproduction against a real server process: long texts, many sentences in a row and
// 40 requests at once used to end the process with SIGABRT (node:wasi's abort, decision 0037).
// The server must answer every request and its health check within a second throughout.
let server: ServerProcess;
let dataDir: string;
const cookies: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dsb-speech-stability-'));
  // On the PostgreSQL pass (Vitest project server-postgres) the server runs on a database of its own there.
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl
    ? await createTestDatabase(serverUrl, inject('postgresTemplate') ?? undefined)
    : undefined;
  server = await startServerProcess({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_CONTENT: '0',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  // Four pupils: 40 requests stay inside each one's 30-a-minute allowance.
  for (const n of [1, 2, 3, 4]) cookies.push(await signIn(`pupil${n}@school.example`));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const signIn = (email: string) => devSignIn(server.origin, email);

const speak = (cookie: string, text: string) =>
  fetch(`${server.origin}/api/tts`, {
    method: 'POST',
    headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });

/** Asks for health every 250 ms while `work` runs; the slowest answer, in milliseconds. */
async function slowestHealthDuring(work: Promise<unknown>): Promise<number> {
  let slowest = 0;
  let done = false;
  const finished = work.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    const health = await fetch(`${server.origin}/api/health`, {
      signal: AbortSignal.timeout(5000),
    });
    expect(health.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await finished;
  console.info(`slowest health answer: ${slowest.toFixed(0)} ms`);
  return slowest;
}

/** 'hello world ' repeated to `length` characters, made unique so no answer comes from cache. */
const repeated = (length: number, tag: number) =>
  `${tag} ${'hello world '.repeat(Math.ceil(length / 12))}`.slice(0, length);

describe('speech under load (issue #23 item 1)', () => {
  it('speaks three texts of 2,000 characters in a row and stays healthy', async () => {
    expect(TTS_MAX_TEXT_LENGTH).toBe(2000);
    const work = (async () => {
      for (const tag of [1, 2, 3]) {
        const response = await speak(cookies[0]!, repeated(2000, tag));
        expect(response.status).toBe(200);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
      }
    })();
    expect(await slowestHealthDuring(work)).toBeLessThan(1000);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);

  it('answers 40 requests of 600 characters at once, every one with audio', async () => {
    const work = Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const response = await speak(cookies[i % 4]!, repeated(600, 100 + i));
        return response.status;
      }),
    );
    expect(await slowestHealthDuring(work)).toBeLessThan(1000);
    expect(await work).toEqual(Array.from({ length: 40 }, () => 200));
    expect(server.child.exitCode).toBeNull();
  }, 240_000);
});
