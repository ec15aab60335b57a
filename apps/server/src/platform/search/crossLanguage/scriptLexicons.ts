// Arabic and Chinese are told apart from English by their script; carrying them into English
// needs more than Latin languages' word-by-word lookup (docs/product/languages.md, "Searching in
// your language").
import type { PreparedLexicon } from './lexicon';

/**
 * Letters Arabic writes joined to the front of a word: "and", "with", "so", "like", "for", and
 * each of them with the article "al-", longest first ("والمصانع" is "and the factories").
 */
const ARABIC_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'و', 'ب', 'ف', 'ك', 'ل'];
const ARTICLE = 'ال';

/**
 * An Arabic word the lexicon lacks, by the letters joined to its front dropped (and the article
 * kept or put back, as the lexicon may list either form). A word still unknown is left out ('')
 * rather than passed to the English search, where Arabic letters match nothing; one with digits
 * or Latin letters in it (CO2, 2020) passes as it is.
 */
export function arabicTerm(word: string, lexicon: PreparedLexicon): string | undefined {
  for (const prefix of ARABIC_PREFIXES) {
    if (!word.startsWith(prefix) || word.length - prefix.length < 2) continue;
    const rest = word.slice(prefix.length);
    const withArticle = prefix.endsWith(ARTICLE) || prefix === 'لل' ? ARTICLE + rest : rest;
    for (const form of [withArticle, rest, ARTICLE + rest]) {
      if (lexicon.stopwords.has(form)) return '';
      const term = lexicon.terms.get(form);
      if (term) return term;
    }
  }
  return /[\p{Script=Latin}\p{N}]/u.test(word) ? undefined : '';
}

/** The longest lexicon entry in Chinese characters. */
const MAX_CHINESE_TERM = 8;
const LATIN_OR_DIGITS = /^[\p{Script=Latin}\p{N}]+/u;

/**
 * Chinese is written without spaces: the text is read from the start, taking at each place the
 * longest entry the lexicon knows and skipping characters it does not know ("的", "吗");
 * runs of Latin letters and digits (CO2, 12) pass as they are.
 */
export function chineseTerms(text: string, lexicon: PreparedLexicon): string[] {
  const characters = [...text];
  const english: string[] = [];
  let i = 0;
  while (i < characters.length) {
    const latin = LATIN_OR_DIGITS.exec(characters.slice(i, i + 40).join(''))?.[0];
    if (latin) {
      english.push(latin);
      i += [...latin].length;
      continue;
    }
    let taken = 1;
    for (let size = Math.min(MAX_CHINESE_TERM, characters.length - i); size >= 1; size--) {
      const term = lexicon.terms.get(characters.slice(i, i + size).join(''));
      if (term) {
        english.push(term);
        taken = size;
        break;
      }
    }
    i += taken;
  }
  return english;
}
