import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EngineBusyError,
  EngineCrashedError,
  EngineProcess,
  EngineRequestError,
  type EngineProcessOptions,
} from './engineProcess';
import type { TestEngineRequest } from './testEngine';

const engines: Array<EngineProcess<TestEngineRequest, string | number>> = [];
afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.close()));
});

function testEngine(options: Partial<EngineProcessOptions> = {}) {
  const engine = new EngineProcess<TestEngineRequest, string | number>({
    name: 'test',
    bundleName: 'testEngine',
    sourceUrl: new URL('./testEngine.ts', import.meta.url),
    callerUrl: import.meta.url,
    ...options,
  });
  engines.push(engine);
  return engine;
}

describe('EngineProcess: an engine in a child process', () => {
  it('answers requests in order from a process other than this one', async () => {
    const engine = testEngine();
    const pid = await engine.run({ op: 'pid' });
    expect(pid).not.toBe(process.pid);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((value) => engine.run({ op: 'echo', value })),
    );
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(engine.starts).toBe(1);
    // Scheduled after the server: its requests get a busy machine's CPU first.
    expect(getPriority(pid as number)).toBe(Math.min(19, getPriority() + 10));
  });

  it('survives an abort of the engine: only the running request fails, the rest are answered', async () => {
    const crashes: Array<string | null> = [];
    const engine = testEngine({ onCrash: ({ signal }) => crashes.push(signal) });
    const before = await engine.run({ op: 'pid' });
    const aborting = engine.run({ op: 'abort' });
    const queued = ['x', 'y'].map((value) => engine.run({ op: 'echo', value }));
    await expect(aborting).rejects.toBeInstanceOf(EngineCrashedError);
    await expect(Promise.all(queued)).resolves.toEqual(['x', 'y']);
    const after = await engine.run({ op: 'pid' });
    expect(after).not.toBe(before);
    expect(crashes).toEqual(['SIGABRT']);
    // This (the server's) process is still here to tell.
    expect(process.exitCode ?? 0).toBe(0);
  });

  it('gives up a request that takes too long, kills its process, and goes on', async () => {
    // Long enough for a busy machine (a full test run) to start the next process within it.
    const engine = testEngine({ timeoutMs: 2000 });
    const hanging = engine.run({ op: 'hang' });
    const next = engine.run({ op: 'echo', value: 'after' });
    await expect(hanging).rejects.toThrow(/took too long/);
    await expect(next).resolves.toBe('after');
  });

  it("reports an engine's own error as that request's failure without restarting it", async () => {
    const engine = testEngine();
    await expect(engine.run({ op: 'fail' })).rejects.toBeInstanceOf(EngineRequestError);
    await expect(engine.run({ op: 'echo', value: 'still here' })).resolves.toBe('still here');
    expect(engine.starts).toBe(1);
  });

  it('refuses work past its queue and exits when idle', async () => {
    const engine = testEngine({ maxQueued: 2, idleExitMs: 200 });
    const first = engine.run({ op: 'echo', value: '1' });
    const second = engine.run({ op: 'echo', value: '2' });
    await expect(engine.run({ op: 'echo', value: '3' })).rejects.toBeInstanceOf(EngineBusyError);
    await Promise.all([first, second]);
    expect(engine.pid).not.toBeNull();
    await expect.poll(() => engine.pid, { timeout: 3000 }).toBeNull();
    await expect(engine.run({ op: 'echo', value: 'again' })).resolves.toBe('again');
    expect(engine.starts).toBe(2);
  });

  it('gives its memory back on request when idle, and starts again for the next request', async () => {
    const engine = testEngine({ idleExitMs: 60_000 });
    await expect(engine.run({ op: 'echo', value: '1' })).resolves.toBe('1');
    expect(engine.pid).not.toBeNull();
    await engine.release();
    expect(engine.pid).toBeNull();
    await expect(engine.run({ op: 'echo', value: '2' })).resolves.toBe('2');
    expect(engine.starts).toBe(2);
  });

  it('keeps running when released while it has work', async () => {
    const engine = testEngine();
    const slow = engine.run({ op: 'echo', value: 'busy' });
    await engine.release();
    await expect(slow).resolves.toBe('busy');
    expect(engine.pid).not.toBeNull();
    expect(engine.starts).toBe(1);
  });

  it('lets an engine that asks for it collect its garbage after each reply', async () => {
    await expect(testEngine().run({ op: 'collects' })).resolves.toBe('undefined');
    const collecting = testEngine({ collectAfterEachRequest: true });
    await expect(collecting.run({ op: 'collects' })).resolves.toBe('function');
    await expect(collecting.run({ op: 'echo', value: 'still answers' })).resolves.toBe(
      'still answers',
    );
  });
});
