import { describe, expect, it } from 'vitest';
import type { Prompt } from '@dsb/core';
import {
  noPromptLabel,
  filterPromptsLocally,
  promptDescription,
  promptLabel,
  promptOptions,
} from './promptChoices';

const prompt = (id: string, bigQuestion: string, promptScript = ''): Prompt => ({
  _id: id,
  bigQuestion,
  promptScript,
  topics: [],
  keywords: [],
  sourceURL: null,
  statistical_mentions: null,
  article_context: null,
  article_date: null,
  variation_index: null,
  isDefault: false,
});

const prompts = [
  prompt('1', 'How much has Earth warmed?', 'Look at temperatures'),
  prompt('2', 'Do teenagers sleep enough?', 'Hours of SLEEP by age'),
  prompt('3', '', ''),
];

describe('prompt choices', () => {
  it('labels prompts with the fallbacks', () => {
    expect(promptLabel(prompts[2]!)).toBe('Untitled Prompt');
    expect(promptDescription(prompts[2]!)).toBe('No description available');
    expect(promptDescription(prompts[0]!)).toBe('Look at temperatures');
  });

  it("lists 'None - Let user choose' first", () => {
    expect(promptOptions(prompts).map((o) => o.label)).toEqual([
      noPromptLabel(),
      'How much has Earth warmed?',
      'Do teenagers sleep enough?',
      'Untitled Prompt',
    ]);
    expect(promptOptions([])[0]).toEqual({ value: '', label: 'None - Let user choose' });
  });

  it('filters by question or script, case-insensitive; blank finds nothing', () => {
    expect(filterPromptsLocally(prompts, 'sleep').map((p) => p._id)).toEqual(['2']);
    expect(filterPromptsLocally(prompts, 'TEMPERATURES').map((p) => p._id)).toEqual(['1']);
    expect(filterPromptsLocally(prompts, '   ')).toEqual([]);
  });
});
