import { describe, expect, it } from 'vitest';
import { GENERAL_TOPIC, PROMPT_MANAGER_MESSAGES, type PromptDraft } from '@dsb/core';
import {
  articleDateText,
  articleUrlProblem,
  keyDrafts,
  promptBodyFor,
  scriptPreview,
  withoutDraft,
} from './drafts';

const draft = (bigQuestion: string): PromptDraft => ({
  bigQuestion,
  promptScript: 'The unemployment rate rose to 4.8%.',
  topics: [{ topicTag: 'work', topicLabel: 'Work' }],
  keywords: ['unemployment', 'rate'],
  sourceURL: 'https://stats.example/labour.html',
  method: 'extractive',
  notice: PROMPT_MANAGER_MESSAGES.extractiveNotice,
});

describe('scriptPreview', () => {
  it('keeps the first 150 characters and marks the cut', () => {
    const long = 'a'.repeat(149) + ' bcdef';
    expect(scriptPreview(long)).toBe(`${'a'.repeat(149)}…`);
    expect(scriptPreview('x'.repeat(200))).toHaveLength(151);
    expect(scriptPreview('  short  ')).toBe('short');
    expect(scriptPreview('y'.repeat(150))).toBe('y'.repeat(150));
  });
});

describe('the results list', () => {
  it('keys drafts uniquely per generation and removes a saved one', () => {
    const first = keyDrafts([draft('A?'), draft('B?')], 1);
    const second = keyDrafts([draft('C?')], 2);
    const all = [...first, ...second];
    expect(new Set(all.map((d) => d.key)).size).toBe(3);
    const left = withoutDraft(all, first[1]!.key);
    expect(left.map((d) => d.bigQuestion)).toEqual(['A?', 'C?']);
    expect(withoutDraft(left, 'nope')).toEqual(left);
  });
});

describe('promptBodyFor', () => {
  it('sends the edited fields, normalised topics and the source, without stale keywords', () => {
    const checked = promptBodyFor(draft('Q?'), {
      bigQuestion: '  Why did unemployment rise?  ',
      promptScript: ' Script. ',
      topics: [],
    });
    expect(checked).toEqual({
      ok: true,
      body: {
        bigQuestion: 'Why did unemployment rise?',
        promptScript: 'Script.',
        topics: [GENERAL_TOPIC],
        sourceURL: 'https://stats.example/labour.html',
      },
    });
  });

  it("reports the server's messages next to empty fields", () => {
    const checked = promptBodyFor(draft('Q?'), {
      bigQuestion: ' ',
      promptScript: '',
      topics: [GENERAL_TOPIC],
    });
    expect(checked).toEqual({
      ok: false,
      errors: { bigQuestion: 'Big question is required', promptScript: 'Script is required' },
    });
  });
});

describe('articleUrlProblem', () => {
  it("answers 'Please enter a valid URL' unless the address starts with http", () => {
    expect(articleUrlProblem('www.ons.gov.uk/article')).toBe('Please enter a valid URL');
    expect(articleUrlProblem('ftp://ons.gov.uk/x')).toBe('Please enter a valid URL');
    expect(articleUrlProblem(' https://ons.gov.uk/article ')).toBeNull();
    expect(articleUrlProblem('http://127.0.0.1:8080/a.html')).toBeNull();
  });
});

describe('the article date above the drafts', () => {
  it('reads as a date, not ISO 8601', () => {
    expect(articleDateText('2025-11-03T19:05:00.000Z')).toBe('Nov 3, 2025');
    expect(articleDateText('2025-10-15T00:00:00.000Z')).toBe('Oct 15, 2025');
    expect(articleDateText('not a date')).toBe('not a date');
  });
});
