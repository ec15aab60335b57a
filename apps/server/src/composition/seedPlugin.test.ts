import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config/config';
import type { TestApp } from '../platform/test/testApp';

describe('the first start', () => {
  let app: TestApp | undefined;
  const lines: Array<{ msg: string; collection?: string; done?: number; total?: number }> = [];

  beforeAll(async () => {
    // createTestApp turns logging off; this app logs to `lines` as the server logs to stdout.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dsb-seed-'));
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SESSION_SECRET: 'test-secret-test-secret-test-secret',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        SEED_CONTENT: 'prompts',
        PGLITE_WORKER: '0',
        EMBEDDER_WORKER: '0',
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      { inMemoryDb: true },
    );
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = (await buildApp(config, { logger: { level: 'info', stream } })) as TestApp;
    await app.ready();
  }, 120_000);
  afterAll(() => app?.close());

  it('says that it computes embeddings, and how far it is, before the app answers', () => {
    const progress = lines.filter((line) => line.msg.startsWith('computing embeddings'));
    expect(progress[0]).toMatchObject({ collection: 'prompts', done: 0 });
    expect(progress[0]!.msg).toBe(
      `computing embeddings for ${progress[0]!.total} prompts (first start or a new model) ...`,
    );
    expect(progress.at(-1)).toMatchObject({ collection: 'prompts' });
    expect(progress.at(-1)!.done).toBe(progress.at(-1)!.total);
    expect(progress.at(-1)!.msg).toMatch(/^computing embeddings: prompts (\d+) of \1$/);
  });
});
