/**
 * Which writing systems a text uses and which way it reads (docs/exports.md, "Fonts and writing
 * systems"). The exports and the canvas load a font only for the writing systems a story's text
 * needs, so this is decided from Unicode ranges before anything is fetched.
 */

export const WRITING_SYSTEMS = [
  'latin',
  'greek',
  'cyrillic',
  'arabic',
  'hebrew',
  'devanagari',
  'cjk',
  'emoji',
] as const;
export type WritingSystem = (typeof WRITING_SYSTEMS)[number];

const RANGES: ReadonlyArray<readonly [WritingSystem, RegExp]> = [
  ['latin', /\p{Script=Latin}/u],
  ['greek', /\p{Script=Greek}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  [
    'cjk',
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u,
  ],
];

/** Pictographs from U+2300 on (©, ®, ™ and arrows are ordinary text in every font). */
const EMOJI = /[\p{Extended_Pictographic}\u{1f1e6}-\u{1f1ff}]/u;

/** Whether one character is an emoji (drawn by the emoji font, not the text font). */
export function isEmojiCharacter(char: string): boolean {
  return (char.codePointAt(0) ?? 0) >= 0x2300 && EMOJI.test(char);
}

/** The writing systems `text` uses, in the order of WRITING_SYSTEMS. */
export function writingSystemsOf(text: string): WritingSystem[] {
  const found = new Set<WritingSystem>();
  for (const [system, range] of RANGES) if (range.test(text)) found.add(system);
  if (Array.from(text).some(isEmojiCharacter)) found.add('emoji');
  return WRITING_SYSTEMS.filter((system) => found.has(system));
}

/** Letters of the scripts written right to left (Arabic, Hebrew, Syriac, Thaana, N'Ko...). */
const RIGHT_TO_LEFT_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;

/**
 * The direction of the first letter in `text` (digits and punctuation do not count), or null when
 * it has no letter: how the Unicode bidirectional algorithm decides a paragraph's direction.
 */
export function letterDirectionOf(text: string): 'rtl' | 'ltr' | null {
  for (const char of text) {
    if (LETTER.test(char)) return RIGHT_TO_LEFT_LETTER.test(char) ? 'rtl' : 'ltr';
  }
  return null;
}

/** The direction a paragraph reads (letterDirectionOf); text without letters reads left to right. */
export function baseDirectionOf(text: string): 'rtl' | 'ltr' {
  return letterDirectionOf(text) ?? 'ltr';
}

/** The right-to-left mark (U+200F): sets the direction of a line for a reader that guesses it. */
export const RIGHT_TO_LEFT_MARK = '\u200f';

/**
 * A line of text for a plain-text format without a direction of its own (captions): a line that
 * reads right to left starts with a right-to-left mark, so a player that lays every line out left
 * to right still puts a trailing full stop or number at its left end, where it belongs.
 */
export function markedForDirection(line: string): string {
  if (baseDirectionOf(line) !== 'rtl' || line.startsWith(RIGHT_TO_LEFT_MARK)) return line;
  return RIGHT_TO_LEFT_MARK + line;
}
