import {
  PROMPT_BATCH_SIZE,
  type CheckEmbeddingsResponse,
  type PromptProcessResponse,
} from '@dsb/core';

/**
 * The ids an action sends: the listed prompts (those missing keywords or an embedding), or with
 * 'include prompts that already have keywords when regenerating' every prompt in the library.
 */
export function idsToProcess(
  check: Pick<CheckEmbeddingsResponse, 'promptsWithoutEmbeddings' | 'allPromptIds'>,
  includeWithKeywords: boolean,
): string[] {
  return includeWithKeywords
    ? [...check.allPromptIds]
    : check.promptsWithoutEmbeddings.map((prompt) => prompt._id);
}

/** Splits ids into requests of at most `size` (the server takes 50; the screen sends 10). */
export function toBatches<T>(items: readonly T[], size: number = PROMPT_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new Error('Batch size must be a positive whole number');
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

/** How far a run of batches has got: `done` ids of `total` have been answered. */
export type BatchProgress = { done: number; total: number };

/** The progress line of the Embeddings tab. */
export function progressLabel({ done, total }: BatchProgress): string {
  return `Processing embeddings: ${done} / ${total}`;
}

/** The progress as a whole percent for the bar (0 when there is nothing to do). */
export function progressPercent({ done, total }: BatchProgress): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(done, total) / total) * 100);
}

/** What a whole run answered, summed over its batches. */
export type BatchTotals = Pick<PromptProcessResponse, 'processedCount' | 'embeddingFailures'> & {
  missingIds: string[];
};

/**
 * Sends the ids batch after batch (one request at a time, so the progress is real and no request
 * runs long) and reports progress after each answer. A failed batch stops the run: the error
 * carries on to the caller, with the batches already done kept on the server.
 */
export async function runInBatches(
  ids: readonly string[],
  send: (batch: string[]) => Promise<PromptProcessResponse>,
  onProgress: (progress: BatchProgress) => void,
  size: number = PROMPT_BATCH_SIZE,
): Promise<BatchTotals> {
  const totals: BatchTotals = { processedCount: 0, embeddingFailures: 0, missingIds: [] };
  const total = ids.length;
  let done = 0;
  onProgress({ done, total });
  for (const batch of toBatches(ids, size)) {
    const answer = await send(batch);
    totals.processedCount += answer.processedCount;
    totals.embeddingFailures += answer.embeddingFailures;
    totals.missingIds.push(...answer.missingIds);
    done += batch.length;
    onProgress({ done, total });
  }
  return totals;
}

/** What the admin is told once a run has finished. */
export function runSummary(kind: 'generate' | 'regenerate', totals: BatchTotals): string {
  const n = totals.processedCount;
  const prompts = n === 1 ? '1 prompt' : `${n} prompts`;
  const parts = [
    kind === 'generate'
      ? `Keywords and embeddings updated for ${prompts}.`
      : `Keywords regenerated for ${prompts}.`,
  ];
  if (totals.embeddingFailures > 0) {
    parts.push(
      `${totals.embeddingFailures} could not be embedded (their keywords were kept); try again later.`,
    );
  }
  if (totals.missingIds.length > 0) {
    parts.push(`${totals.missingIds.length} were no longer in the library.`);
  }
  return parts.join(' ');
}
