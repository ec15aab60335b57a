/**
 * Which of the narrated languages a script is written in (decision 0047): franc-min's trigram
 * scores, asked to choose only among the languages the app has voices for, and trusted only when
 * the text is long enough and the best language clearly beats the second.
 */

/** franc's ISO 639-3 codes of the narrated languages, and their BCP 47 primary tags. */
const LANGUAGES: Record<string, string> = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  deu: 'de',
  por: 'pt',
  arb: 'ar',
  hin: 'hi',
  cmn: 'zh',
};
const ONLY = Object.keys(LANGUAGES);

/** Fewer letters than this say too little (a title, 'Hola'). */
export const MIN_LETTERS = 15;
/** The runner-up's score (the best is 1) above which the guess is too close to call. */
export const MAX_RUNNER_UP = 0.92;

/** francAll's answer: [language, score] pairs, best first (the best scores 1; 'und' is unknown). */
export type LanguageScores = ReadonlyArray<readonly [string, number]>;

/** The primary tag ('es') of a confident guess, else null. */
export function confidentLanguage(scores: LanguageScores, letters: number): string | null {
  const [best, second] = scores;
  if (!best || letters < MIN_LETTERS) return null;
  const lang = LANGUAGES[best[0]];
  if (!lang) return null;
  if (second && second[1] > MAX_RUNNER_UP) return null;
  return lang;
}

/** Letters of any script in the text (Han characters count one each). */
export function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/**
 * The script's language as a primary tag ('es', 'zh'), or null when unsure. franc-min (100 KB)
 * loads on first use, not with the page.
 */
export async function detectLanguage(text: string): Promise<string | null> {
  const letters = countLetters(text);
  // Han characters carry a word each: a short Chinese sentence is enough.
  const enough = /\p{Script=Han}/u.test(text) ? letters >= 4 : letters >= MIN_LETTERS;
  if (!enough) return null;
  const { francAll } = await import('franc-min');
  return confidentLanguage(
    francAll(text, { only: ONLY, minLength: 1 }),
    Math.max(letters, MIN_LETTERS),
  );
}
