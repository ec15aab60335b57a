// Searching the English library in another language (docs/product/languages.md, "Searching in
// your language"). No translation model can ship offline here, so a query in Spanish, French or
// German is carried into English word by word through a lexicon of the library's own vocabulary
// (climate, energy, population, health, technology, countries) and the question words around it;
// the English search (text and vectors) then runs on that. Words the lexicon lacks pass through:
// names and numbers often match as they are.
import de from './lexicons/de.json';
import es from './lexicons/es.json';
import fr from './lexicons/fr.json';

interface Lexicon {
  stopwords: string[];
  terms: Record<string, string>;
}

/** Words that mark a query as English: it is then left alone. */
const ENGLISH_MARKERS = new Set(
  'the of and is are how what why which does do did many much in on to for with from by was were has have will'.split(
    ' ',
  ),
);
/** The longest lexicon entry, in words. */
const MAX_PHRASE_WORDS = 4;

/** Lower case, accents and marks removed, punctuation as spaces: 'Niveau' and 'nivéau' match. */
export function normalizeForLexicon(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface PreparedLexicon {
  stopwords: Set<string>;
  terms: Map<string, string>;
  /** Words that tell the language apart: its stopwords, and terms spelt unlike their English. */
  telling: Set<string>;
}

function prepare(lexicon: Lexicon): PreparedLexicon {
  const stopwords = new Set(lexicon.stopwords.map(normalizeForLexicon));
  const terms = new Map(
    Object.entries(lexicon.terms).map(([k, v]) => [normalizeForLexicon(k), v] as const),
  );
  const telling = new Set(stopwords);
  for (const [word, english] of terms) if (word !== english) telling.add(word);
  return { stopwords, terms, telling };
}

const LEXICONS: Record<string, PreparedLexicon> = {
  es: prepare(es),
  fr: prepare(fr),
  de: prepare(de),
};
export const QUERY_LANGUAGES = Object.keys(LEXICONS);

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

/** The query in English when it is in one of the lexicons' languages, else as it was. */
export function queryInEnglish(query: string): TranslatedQuery {
  const words = normalizeForLexicon(query).split(' ').filter(Boolean);
  const language = queryLanguage(words);
  if (!language) return { query, from: null };
  const lexicon = LEXICONS[language]!;
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
    english.push(byStem(word, lexicon) ?? word);
  }
  const translated = [...new Set(english)].join(' ');
  return translated ? { query: translated, from: language } : { query, from: null };
}
