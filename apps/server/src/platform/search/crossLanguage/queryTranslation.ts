// Searching the English library in another language (docs/product/languages.md, "Searching in
// your language"). No translation model can ship offline here, so a query in Spanish, French,
// German, Arabic or Chinese is carried into English through a lexicon of the library's own
// vocabulary (climate, energy, population, health, technology, countries) and the question words
// around it; the English search (text and vectors) then runs on that. Latin-script words the
// lexicon lacks pass through: names and numbers often match as they are.
import ar from './lexicons/ar.json';
import de from './lexicons/de.json';
import es from './lexicons/es.json';
import fr from './lexicons/fr.json';
import zh from './lexicons/zh.json';
import { normalizeForLexicon, prepare, type PreparedLexicon } from './lexicon';
import { arabicTerm, chineseTerms } from './scriptLexicons';

export { normalizeForLexicon };

/** Words that mark a query as English: it is then left alone. */
const ENGLISH_MARKERS = new Set(
  'the of and is are how what why which does do did many much in on to for with from by was were has have will'.split(
    ' ',
  ),
);
/** The longest lexicon entry, in words. */
const MAX_PHRASE_WORDS = 4;

/** Languages told apart by their words (they share the Latin script with English). */
const LEXICONS: Record<string, PreparedLexicon> = {
  es: prepare(es),
  fr: prepare(fr),
  de: prepare(de),
};
/** Languages told apart by their script alone. */
const ARABIC = prepare(ar);
const CHINESE = prepare(zh);
export const QUERY_LANGUAGES = [...Object.keys(LEXICONS), 'ar', 'zh'];

/** How many words of the query only this language would use. */
function familiarity(words: string[], lexicon: PreparedLexicon): number {
  return words.filter((word) => lexicon.telling.has(word)).length;
}

/** The query's language among the lexicons', or null when it reads as English (or as none). */
export function queryLanguage(words: string[]): string | null {
  const english = words.filter((word) => ENGLISH_MARKERS.has(word)).length;
  let best: string | null = null;
  let bestScore = 0;
  for (const [language, lexicon] of Object.entries(LEXICONS)) {
    const score = familiarity(words, lexicon);
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  return best && bestScore > english ? best : null;
}

/** A term for `word` by a plural or feminine ending dropped ('glaciares' -> 'glaciar'). */
function byStem(word: string, lexicon: PreparedLexicon): string | undefined {
  for (const ending of ['es', 's', 'e', 'en', 'n']) {
    if (word.length > ending.length + 3 && word.endsWith(ending)) {
      const term = lexicon.terms.get(word.slice(0, -ending.length));
      if (term) return term;
    }
  }
  return undefined;
}

export interface TranslatedQuery {
  /** What the English search runs on. */
  query: string;
  /** The language it was carried from, or null when it was left as it was. */
  from: string | null;
}

const translatedFrom = (english: string[], query: string, from: string): TranslatedQuery => {
  const translated = [...new Set(english)].join(' ');
  return translated ? { query: translated, from } : { query, from: null };
};

/** The query in English when it is in one of the lexicons' languages, else as it was. */
export function queryInEnglish(query: string): TranslatedQuery {
  const normalized = normalizeForLexicon(query);
  if (/\p{Script=Han}/u.test(normalized)) {
    return translatedFrom(chineseTerms(normalized, CHINESE), query, 'zh');
  }
  const words = normalized.split(' ').filter(Boolean);
  if (/\p{Script=Arabic}/u.test(normalized)) {
    return translatedFrom(lexiconWords(words, ARABIC, arabicTerm), query, 'ar');
  }
  const language = queryLanguage(words);
  if (!language) return { query, from: null };
  return translatedFrom(lexiconWords(words, LEXICONS[language]!, byStem), query, language);
}

/**
 * The words carried into English: the longest phrase the lexicon knows at each place, stopwords
 * left out, and a word it does not know by `byForm` (a plural or an attached article dropped), or
 * as it is.
 */
function lexiconWords(
  words: string[],
  lexicon: PreparedLexicon,
  byForm: (word: string, lexicon: PreparedLexicon) => string | undefined,
): string[] {
  const english: string[] = [];
  for (let i = 0; i < words.length;) {
    let matched = false;
    for (let size = Math.min(MAX_PHRASE_WORDS, words.length - i); size >= 1; size--) {
      const term = lexicon.terms.get(words.slice(i, i + size).join(' '));
      if (term) {
        english.push(term);
        i += size;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const word = words[i]!;
    i += 1;
    if (lexicon.stopwords.has(word)) continue;
    const term = byForm(word, lexicon);
    if (term !== '') english.push(term ?? word);
  }
  return english;
}
