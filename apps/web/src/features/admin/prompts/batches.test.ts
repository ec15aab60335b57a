import { describe, expect, it } from 'vitest';
import { PROMPT_BATCH_SIZE, type PromptProcessResponse } from '@dsb/core';
import {
  idsToProcess,
  progressLabel,
  progressPercent,
  runInBatches,
  runSummary,
  toBatches,
  type BatchProgress,
} from './batches';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `id-${i + 1}`);
const answer = (batch: string[], extra: Partial<PromptProcessResponse> = {}) => ({
  success: true as const,
  processedCount: batch.length,
  missingIds: [],
  embeddingFailures: 0,
  ...extra,
});

describe('toBatches', () => {
  it('cuts the ids into requests of the batch size, the last one shorter', () => {
    const batches = toBatches(ids(23));
    expect(PROMPT_BATCH_SIZE).toBe(10);
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(batches.flat()).toEqual(ids(23));
  });

  it('gives no batch for no ids, and refuses a size that would never end', () => {
    expect(toBatches([])).toEqual([]);
    expect(() => toBatches(ids(3), 0)).toThrow();
  });
});

describe('progress', () => {
  it("reads 'Processing embeddings: X / Y' and fills the bar in whole percents", () => {
    expect(progressLabel({ done: 10, total: 23 })).toBe('Processing embeddings: 10 / 23');
    expect(progressPercent({ done: 10, total: 23 })).toBe(43);
    expect(progressPercent({ done: 23, total: 23 })).toBe(100);
    expect(progressPercent({ done: 0, total: 0 })).toBe(0);
  });
});

describe('runInBatches', () => {
  it('sends one batch at a time and reports progress after each answer', async () => {
    const sent: string[][] = [];
    const seen: BatchProgress[] = [];
    let inFlight = 0;
    const totals = await runInBatches(
      ids(23),
      async (batch) => {
        inFlight++;
        expect(inFlight).toBe(1);
        sent.push(batch);
        await Promise.resolve();
        inFlight--;
        return answer(batch, batch.includes('id-21') ? { embeddingFailures: 1 } : {});
      },
      (progress) => seen.push(progress),
    );
    expect(sent.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(seen).toEqual([
      { done: 0, total: 23 },
      { done: 10, total: 23 },
      { done: 20, total: 23 },
      { done: 23, total: 23 },
    ]);
    expect(totals).toEqual({ processedCount: 23, embeddingFailures: 1, missingIds: [] });
  });

  it('counts ids the server no longer has', async () => {
    const totals = await runInBatches(
      ids(3),
      async (batch) => answer(batch, { processedCount: 2, missingIds: ['id-2'] }),
      () => undefined,
    );
    expect(totals).toEqual({ processedCount: 2, embeddingFailures: 0, missingIds: ['id-2'] });
  });

  it('stops at the first failed batch and passes the error on', async () => {
    const seen: BatchProgress[] = [];
    let calls = 0;
    await expect(
      runInBatches(
        ids(25),
        async (batch) => {
          calls++;
          if (calls === 2) throw new Error('server down');
          return answer(batch);
        },
        (progress) => seen.push(progress),
      ),
    ).rejects.toThrow('server down');
    expect(calls).toBe(2);
    expect(seen.at(-1)).toEqual({ done: 10, total: 25 });
  });
});

describe('runSummary', () => {
  it('says what was done, and what could not be', () => {
    const clean = { processedCount: 1, embeddingFailures: 0, missingIds: [] };
    expect(runSummary('generate', clean)).toBe('Keywords and embeddings updated for 1 prompt.');
    expect(
      runSummary('regenerate', { processedCount: 12, embeddingFailures: 0, missingIds: ['x'] }),
    ).toBe('Keywords regenerated for 12 prompts. 1 were no longer in the library.');
    expect(
      runSummary('generate', { processedCount: 3, embeddingFailures: 2, missingIds: [] }),
    ).toBe(
      'Keywords and embeddings updated for 3 prompts. 2 could not be embedded (their keywords were kept); try again later.',
    );
  });
});

describe('idsToProcess', () => {
  const item = (id: string) => ({
    _id: id,
    bigQuestion: 'Q?',
    promptScript: 'S.',
    topics: [],
    keywords: [],
    hasEmbedding: false,
  });
  const check = { promptsWithoutEmbeddings: [item('b')], allPromptIds: ['a', 'b', 'c'] };

  it('sends the listed prompts, or every prompt when those with keywords are included', () => {
    expect(idsToProcess(check, false)).toEqual(['b']);
    expect(idsToProcess(check, true)).toEqual(['a', 'b', 'c']);
    expect(idsToProcess({ promptsWithoutEmbeddings: [], allPromptIds: [] }, true)).toEqual([]);
  });
});
