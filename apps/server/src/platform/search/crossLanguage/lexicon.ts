// A lexicon that carries a language's words into the library's English (queryTranslation.ts).

export interface Lexicon {
  stopwords: string[];
  terms: Record<string, string>;
}

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

export interface PreparedLexicon {
  stopwords: Set<string>;
  terms: Map<string, string>;
  /** Words that tell the language apart: its stopwords, and terms spelt unlike their English. */
  telling: Set<string>;
}

export function prepare(lexicon: Lexicon): PreparedLexicon {
  const stopwords = new Set(lexicon.stopwords.map(normalizeForLexicon));
  const terms = new Map(
    Object.entries(lexicon.terms).map(([k, v]) => [normalizeForLexicon(k), v] as const),
  );
  const telling = new Set(stopwords);
  for (const [word, english] of terms) if (word !== english) telling.add(word);
  return { stopwords, terms, telling };
}
