import { afterAll, describe, expect, it } from 'vitest';
import { LocalSentenceEmbedder } from './embedder';
import { ProcessSentenceEmbedder } from './processEmbedder';

const texts = Array.from(
  { length: 96 },
  (_, i) => `Chart ${i}: rainfall in district ${i} rose by ${i % 17} percent over ten years`,
);

/** The longest gap between 5 ms timer ticks while `work` runs: how long the loop was held. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  await work();
  clearInterval(timer);
  // A loop held to the end never ran the timer at all.
  return Math.max(longest, performance.now() - last);
}

const worker = new ProcessSentenceEmbedder();
afterAll(() => worker.close());

describe('the local embedder in a process of its own', () => {
  it('gives the same vectors as in this process', async () => {
    const local = new LocalSentenceEmbedder();
    const [onMain] = await local.embed(['Sea levels are rising']);
    const [inWorker] = await worker.embed(['Sea levels are rising']);
    expect(worker.model).toBe(local.model);
    expect(inWorker).toHaveLength(512);
    inWorker!.forEach((value, i) => expect(value).toBeCloseTo(onMain![i]!, 5));
  });

  it('keeps the event loop free while it embeds (in this process it holds it)', async () => {
    const local = new LocalSentenceEmbedder();
    await local.embed(['warm up']); // model loaded: only the embedding itself is timed
    const mainStall = await longestStall(() => local.embed(texts));
    const workerStall = await longestStall(() => worker.embed(texts));
    expect(mainStall).toBeGreaterThan(100);
    expect(workerStall).toBeLessThan(100);
  }, 60_000);

  it('starts again after its process has died, failing only the call that was running', async () => {
    const pid = worker.process.pid!;
    const running = worker.embed(texts);
    process.kill(pid, 'SIGKILL');
    await expect(running).rejects.toThrow(/the embedder stopped/);
    const [vector] = await worker.embed(['Glaciers are shrinking']);
    expect(vector).toHaveLength(512);
    expect(worker.process.pid).not.toBe(pid);
  });
});
