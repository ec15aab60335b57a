import { describe, expect, it } from 'vitest';
import { MAX_PROMPT_KEYWORDS, MIN_PROMPT_KEYWORDS, normalizeTopics } from '@dsb/core';
import seeded from '../seedData/prompts.json';
import { documentFrequencies, extractKeywords, type KeywordSource } from './keywords';

// Seeded topics are plain strings; the library stores them normalised.
const library: KeywordSource[] = (seeded as unknown as Array<{ topics: string[] }>).map((p) => ({
  ...(p as unknown as KeywordSource),
  topics: normalizeTopics(p.topics),
}));
const frequencies = documentFrequencies(library);
const promptAbout = (words: string) => library.find((p) => p.bigQuestion.includes(words))!;

describe('prompt keywords', () => {
  it('gives every seeded prompt 5 to 10 keywords with no stop words', () => {
    for (const prompt of library) {
      const keywords = extractKeywords(prompt, frequencies);
      expect(keywords.length).toBeGreaterThanOrEqual(MIN_PROMPT_KEYWORDS);
      expect(keywords.length).toBeLessThanOrEqual(MAX_PROMPT_KEYWORDS);
      for (const stop of ['the', 'and', 'what', 'your', 'will', 'have']) {
        expect(keywords).not.toContain(stop);
      }
      expect(new Set(keywords).size).toBe(keywords.length);
    }
  });

  it('names what the prompt is about, before words every prompt uses', () => {
    const warming = extractKeywords(promptAbout('Earth warmed'), frequencies);
    expect(warming.slice(0, 5).join(' ')).toMatch(/warm/);
    expect(warming).not.toContain('people');
  });

  it('keeps a recurring two-word phrase instead of its words', () => {
    const prompt: KeywordSource = {
      bigQuestion: 'Why are sea levels rising?',
      promptScript:
        'Sea level has risen since 1880. Tide gauges measure sea level at the coast. ' +
        'Satellites now measure sea levels from space.',
      topics: normalizeTopics(['Oceans']),
    };
    const keywords = extractKeywords(prompt, frequencies);
    expect(keywords[0]).toBe('sea level');
    expect(keywords).not.toContain('sea');
    expect(keywords.filter((k) => k === 'level')).toHaveLength(0);
  });

  it('weighs a term by its rarity in the library', () => {
    const common = documentFrequencies([
      ...library,
      ...Array.from({ length: 50 }, () => ({
        bigQuestion: 'Glaciers everywhere',
        promptScript: '',
        topics: [],
      })),
    ]);
    const prompt: KeywordSource = {
      bigQuestion: 'Glaciers and volcanoes',
      promptScript: 'Glaciers melt. Volcanoes erupt.',
      topics: [],
    };
    // Both words are equally frequent in the prompt; glaciers become common in the library.
    expect(extractKeywords(prompt, frequencies).slice(0, 2).sort()).toEqual([
      'glaciers',
      'volcanoes',
    ]);
    expect(extractKeywords(prompt, common)[0]).toBe('volcanoes');
  });
});
