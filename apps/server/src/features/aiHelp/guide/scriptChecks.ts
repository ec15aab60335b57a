import readability from 'text-readability';
import { eng as ENGLISH_STOP_WORDS } from 'stopword';
import { SPEAKING_WORDS_PER_MINUTE } from '@dsb/core';
import type { ChartFacts } from './chartFacts';

/**
 * Checks of a slide script (docs/product/ai-help.md, issue #16): speaking time, whether it uses a
 * number from the attached evidence, whether it speaks to the big question, and reading level.
 * Pure; the offline guide turns the result into words (slideAssistant.ts).
 */

/** An attached chart: its title, the numbers in its data table, and its computed facts. */
export type ScriptEvidence = {
  label: string;
  values: number[];
  unit: string | null;
  facts: ChartFacts | null;
};

export type WrittenNumber = {
  text: string;
  value: number;
  isYear: boolean;
  /** Half of the last written digit's place: '1.2' stands for 1.15 to 1.25. */
  precision: number;
  /** 'million' in '460 million', when the figure was written with a scale word. */
  scale: string | null;
};
export type NumberMatch = { written: string; value: number; evidence: string };

export type ScriptCheck = {
  words: number;
  speakingSeconds: number;
  numbers: WrittenNumber[];
  /** Numbers in the script that match a value (or a change) of an attached chart. */
  evidenceMatches: NumberMatch[];
  bigQuestionWords: string[];
  matchedWords: string[];
  /** Null without a big question. */
  speaksToBigQuestion: boolean | null;
  /** Flesch-Kincaid grade and the consensus level; null for scripts under 10 words. */
  readingGrade: number | null;
  readingLevel: string | null;
  longestSentence: { text: string; words: number } | null;
};

const STOP_WORDS = new Set([
  ...ENGLISH_STOP_WORDS,
  'why',
  'how',
  'what',
  'does',
  'did',
  'will',
  'would',
  'could',
  'should',
  'really',
  'people',
  'get',
  'gets',
  'getting',
  'going',
  'become',
  'becoming',
  'happen',
  'happening',
  'thing',
  'things',
]);

export const wordsOf = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/** Rough stem for matching question words: 'rising' ~ 'rise', 'temperatures' ~ 'temperature'. */
const stem = (word: string) =>
  word
    .replace(/(ing|ed|es|s)$/, '')
    .replace(/e$/, '')
    .slice(0, 8);

function keyWords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !STOP_WORDS.has(w)))];
}

const MULTIPLIERS: Readonly<Record<string, number>> = {
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
};

/** Numbers as written: '1,200', '45%', '1.2 billion', '2023' (a year). */
export function writtenNumbers(text: string): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  const pattern =
    /(-?\d[\d,]*(?:\.\d+)?)\s*(%|percent\b|thousand\b|million\b|billion\b|trillion\b)?/gi;
  for (const match of text.matchAll(pattern)) {
    const digits = match[1]!.replace(/,/g, '');
    const base = Number(digits);
    if (!Number.isFinite(base)) continue;
    const word = match[2]?.toLowerCase();
    const multiplier = (word ? MULTIPLIERS[word] : undefined) ?? 1;
    const decimals = digits.includes('.') ? digits.split('.')[1]!.length : 0;
    found.push({
      text: match[0].trim(),
      value: base * multiplier,
      isYear: multiplier === 1 && !word && decimals === 0 && base >= 1700 && base <= 2100,
      precision: 0.5 * 10 ** -decimals * multiplier,
      scale: multiplier === 1 ? null : word!,
    });
  }
  return found;
}

/** The values a script may quote from a chart: its data and, per series, change and % change. */
function candidates(evidence: ScriptEvidence): number[] {
  const derived = (evidence.facts?.series ?? []).flatMap((s) => [
    Math.abs(s.change),
    ...(s.percentChange === null ? [] : [Math.abs(s.percentChange)]),
  ]);
  return [...evidence.values, ...derived];
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function checkScript(input: {
  script: string;
  bigQuestion: string | null;
  evidence: readonly ScriptEvidence[];
}): ScriptCheck {
  const script = input.script.trim();
  const words = wordsOf(script).length;
  const numbers = writtenNumbers(script);
  const evidenceMatches: NumberMatch[] = [];
  for (const number of numbers.filter((n) => !n.isYear)) {
    for (const evidence of input.evidence) {
      // '460 million tonnes' quotes a table kept in millions of tonnes as 460.
      const inUnit =
        number.scale !== null && (evidence.unit ?? '').toLowerCase().includes(number.scale);
      const written = inUnit ? number.value / MULTIPLIERS[number.scale!]! : number.value;
      const precision = inUnit ? number.precision / MULTIPLIERS[number.scale!]! : number.precision;
      const value = candidates(evidence).find(
        (v) => Math.abs(Math.abs(v) - Math.abs(written)) <= precision + 1e-9,
      );
      if (value !== undefined) {
        evidenceMatches.push({ written: number.text, value, evidence: evidence.label });
        break;
      }
    }
  }
  const bigQuestionWords = input.bigQuestion ? keyWords(input.bigQuestion) : [];
  const scriptStems = new Set(keyWords(script).map(stem));
  const matchedWords = bigQuestionWords.filter((w) => scriptStems.has(stem(w)));
  const needed = Math.min(2, bigQuestionWords.length);
  const longest = sentencesOf(script)
    .map((text) => ({ text, words: wordsOf(text).length }))
    .sort((a, b) => b.words - a.words)[0];
  const measurable = words >= 10;
  return {
    words,
    speakingSeconds: (words / SPEAKING_WORDS_PER_MINUTE) * 60,
    numbers,
    evidenceMatches,
    bigQuestionWords,
    matchedWords,
    speaksToBigQuestion: input.bigQuestion
      ? bigQuestionWords.length > 0 && matchedWords.length >= needed
      : null,
    readingGrade: measurable ? Math.max(0, readability.fleschKincaidGrade(script)) : null,
    readingLevel: measurable ? readability.textStandard(script) : null,
    longestSentence: longest ?? null,
  };
}
