import { describe, expect, it } from 'vitest';
import type { CheckEmbeddingsResponse, PromptCheckItem } from '@dsb/core';
import { checkSummary } from './checkSummary';

const item = (n: number, keywords: string[], hasEmbedding: boolean): PromptCheckItem => ({
  _id: `p${n}`,
  bigQuestion: `Question ${n}?`,
  promptScript: 'Script',
  topics: [{ topicTag: 'general', topicLabel: 'General' }],
  keywords,
  hasEmbedding,
});

const response = (listed: PromptCheckItem[], total: number): CheckEmbeddingsResponse => ({
  success: true,
  promptsWithoutEmbeddings: listed,
  totalPrompts: total,
  allPromptIds: [],
  // What the server said; the summary does not depend on it.
  message: 'All prompts have embeddings!',
});

describe('the check summary', () => {
  it('counts the listed prompts that lack keywords or an embedding', () => {
    const listed = [item(1, [], true), item(2, ['sea'], false), item(3, ['a'], true)];
    expect(checkSummary(response(listed, 67))).toBe(
      'Found 2 prompts without keywords (out of 67 total prompts)',
    );
  });

  it('says all have embeddings only when none is missing', () => {
    expect(checkSummary(response([], 67))).toBe('All prompts have embeddings!');
    // Every prompt listed to regenerate: still true, and says why the list is there.
    const all = [item(1, ['a'], true), item(2, ['b'], true)];
    expect(checkSummary(response(all, 2))).toBe(
      'All prompts have embeddings! All 2 prompts are listed for regenerating their keywords.',
    );
  });
});
