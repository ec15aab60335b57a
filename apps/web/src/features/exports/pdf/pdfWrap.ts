/**
 * Line breaking for the PDF's text: at spaces, and between any two Chinese or Japanese characters
 * (their words have no spaces; their closing punctuation stays with the character before it). A
 * word wider than a line is broken between characters. `measure` gives a text's width.
 */

const BREAKS_AFTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const STAYS_BEFORE_BREAK = /[\u3000-\u303f\uff00-\uffef]/u;
const SPACE = /\s/u;

/** The pieces of a paragraph, each ending where a line may break (spaces kept at their end). */
export function breakPieces(paragraph: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  const chars = Array.from(paragraph);
  chars.forEach((char, index) => {
    piece += char;
    const next = chars[index + 1];
    if (next === undefined) return;
    const endsSpace = SPACE.test(char) && !SPACE.test(next);
    const endsCjk = (BREAKS_AFTER.test(char) || STAYS_BEFORE_BREAK.test(char)) && !SPACE.test(next);
    if ((endsSpace || endsCjk) && !STAYS_BEFORE_BREAK.test(next)) {
      pieces.push(piece);
      piece = '';
    }
  });
  if (piece) pieces.push(piece);
  return pieces;
}

/** The longest start of `text` (at least one character) that fits `width`. */
function fittingStart(text: string, width: number, measure: (text: string) => number): string {
  const chars = Array.from(text);
  let fit = 1;
  while (fit < chars.length && measure(chars.slice(0, fit + 1).join('')) <= width) fit += 1;
  return chars.slice(0, fit).join('');
}

/** Breaks text into lines no wider than `width`; each newline starts a new line. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const piece of breakPieces(paragraph)) {
      const candidate = line + piece;
      if (line === '' || measure(candidate.trimEnd()) <= width) {
        line = candidate;
      } else {
        lines.push(line.trimEnd());
        line = piece;
      }
      while (measure(line.trimEnd()) > width && Array.from(line.trimEnd()).length > 1) {
        const start = fittingStart(line, width, measure);
        lines.push(start.trimEnd());
        line = line.slice(start.length).trimStart();
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
