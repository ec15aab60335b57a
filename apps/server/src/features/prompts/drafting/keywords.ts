import { eng as ENGLISH_STOP_WORDS } from 'stopword';
import { MAX_PROMPT_KEYWORDS, type Topic } from '@dsb/core';

/**
 * Offline keywords for a prompt: TF-IDF over the prompt library (decision 0021). A word scores
 * by how often this prompt uses it (the big question counts three times, topics twice, the
 * script once) times how rare it is across the library, so 'sea level' beats 'people' in a
 * library of climate prompts. Two-word phrases count as one term when they recur.
 */
export type KeywordSource = { bigQuestion: string; promptScript: string; topics: readonly Topic[] };

/** In how many of the library's prompts each term appears, and how many prompts there are. */
export type DocumentFrequencies = { documents: number; counts: ReadonlyMap<string, number> };

/**
 * Words the library's English list lacks (modal verbs, small numbers in words), and words
 * frequent in any prompt for pupils that say nothing about its subject.
 */
const PROMPT_FILLER = (
  'will may just even does why every one two three ten ever still its when where while whose ' +
  'mean means part above below down side least almost feel take keep make makes find out ' +
  'data story stories question questions chart charts think know look looks looking let lets ' +
  'really maybe thing things way ways something today year years lot lots bit kind next time'
).split(' ');
const STOP_WORDS = new Set([...ENGLISH_STOP_WORDS, ...PROMPT_FILLER]);
const FIELD_WEIGHTS = { bigQuestion: 3, topics: 2, promptScript: 1 } as const;

/** Lower-case words of three letters or more; a stop word stays as a break between phrases. */
function words(text: string): Array<string | null> {
  const tokens =
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/'s\b/g, '') // 'Brazil's' is about Brazil
      .match(/[a-z][a-z'-]*[a-z]|\d+(?:\.\d+)?%?|[.!?;:,]/g) ?? [];
  return tokens.map((token) =>
    token.length < 3 || STOP_WORDS.has(token) || !/^[a-z]/.test(token) ? null : token,
  );
}

/** A plural folded onto its singular, so 'levels' and 'level' are one term. */
const fold = (word: string) =>
  word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/** A prompt's terms (folded) with their weighted counts, and the words as the prompt wrote them. */
type PromptTerms = {
  counts: Map<string, number>;
  /** Times each term occurs, unweighted: a phrase must really recur, not just sit in the question. */
  occurrences: Map<string, number>;
  written: Map<string, string>;
};

/** Adds a text's terms: single words and adjacent word pairs. */
function addTerms(text: string, weight: number, into: PromptTerms) {
  const sequence = words(text);
  const add = (term: string, asWritten: string) => {
    into.counts.set(term, (into.counts.get(term) ?? 0) + weight);
    into.occurrences.set(term, (into.occurrences.get(term) ?? 0) + 1);
    // The shorter spelling reads best ('sea level' over 'sea levels').
    const current = into.written.get(term);
    if (!current || asWritten.length < current.length) into.written.set(term, asWritten);
  };
  sequence.forEach((word, index) => {
    if (!word) return;
    add(fold(word), word);
    const next = sequence[index + 1];
    if (next) add(`${fold(word)} ${fold(next)}`, `${word} ${next}`);
  });
}

function promptTerms(prompt: KeywordSource): PromptTerms {
  const terms: PromptTerms = { counts: new Map(), occurrences: new Map(), written: new Map() };
  addTerms(prompt.bigQuestion, FIELD_WEIGHTS.bigQuestion, terms);
  addTerms(prompt.topics.map((t) => t.topicLabel).join('. '), FIELD_WEIGHTS.topics, terms);
  addTerms(prompt.promptScript, FIELD_WEIGHTS.promptScript, terms);
  return terms;
}

export function documentFrequencies(library: readonly KeywordSource[]): DocumentFrequencies {
  const counts = new Map<string, number>();
  for (const prompt of library) {
    for (const term of promptTerms(prompt).counts.keys())
      counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return { documents: library.length, counts };
}

/**
 * Up to MAX_PROMPT_KEYWORDS keywords, best first. A phrase is kept only when it recurs (a
 * one-off pair of words is usually not a name for anything), and a word already inside a kept
 * phrase is not repeated on its own.
 */
export function extractKeywords(prompt: KeywordSource, library: DocumentFrequencies): string[] {
  const idf = (term: string) =>
    Math.log((library.documents + 1) / ((library.counts.get(term) ?? 0) + 1)) + 1;
  const terms = promptTerms(prompt);
  const scored = [...terms.counts]
    .filter(([term]) => !term.includes(' ') || (terms.occurrences.get(term) ?? 0) >= 2)
    .map(([term, count]) => ({ term, score: count * idf(term) * (term.includes(' ') ? 1.5 : 1) }))
    .sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
  const kept: string[] = [];
  for (const { term } of scored) {
    if (kept.length >= MAX_PROMPT_KEYWORDS) break;
    const parts = term.split(' ');
    if (parts.length > 1) {
      // The phrase says more than its words: it takes the place of any already kept.
      for (const part of parts) if (kept.includes(part)) kept.splice(kept.indexOf(part), 1);
      kept.push(term);
    } else if (!kept.some((k) => k.split(' ').includes(term))) {
      kept.push(term);
    }
  }
  return kept.map((term) => terms.written.get(term) ?? term);
}
