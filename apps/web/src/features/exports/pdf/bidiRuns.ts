import bidiFactory from 'bidi-js';
import { baseDirectionOf } from '@dsb/core';

/**
 * Puts a line's font runs in the order they are drawn, left to right, with the Unicode
 * bidirectional algorithm (bidi-js): Arabic or Hebrew with numbers and Latin words reads right to
 * left, while each number and Latin word inside it still reads left to right. The PDF draws the
 * pieces in this order; fontkit then lays out each piece of Arabic or Hebrew letters right to left
 * itself (and shapes it), so only the order of the pieces and the pieces of neutral characters
 * (spaces, punctuation) at a right-to-left level are handled here. Brackets are mirrored.
 */

const bidi = bidiFactory();

export type FontRun<F extends string> = { face: F; text: string };
/** A piece of one run at one embedding level; odd levels read right to left. */
export type VisualRun<F extends string> = FontRun<F> & { level: number };

const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** A mark, joiner or selector: stays with the character before it when text is reversed. */
const JOINS_PREVIOUS = /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f]|[\u{1f3fb}-\u{1f3ff}])$/u;

/** Reverses characters, each keeping its marks after it (for neutral pieces at odd levels). */
function reversed(text: string): string {
  const clusters: string[] = [];
  for (const char of text) {
    if (clusters.length > 0 && JOINS_PREVIOUS.test(char)) clusters[clusters.length - 1] += char;
    else clusters.push(char);
  }
  return clusters.reverse().join('');
}

/** Reverses every longest sequence of pieces at `level` or above, highest level first (rule L2). */
function reorder<T extends { level: number }>(pieces: T[]): T[] {
  const levels = pieces.map((piece) => piece.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  let order = [...pieces];
  for (let level = highest; level >= lowestOdd; level--) {
    const next: T[] = [];
    let run: T[] = [];
    for (const piece of order) {
      if (piece.level >= level) run.push(piece);
      else {
        next.push(...run.reverse(), piece);
        run = [];
      }
    }
    order = [...next, ...run.reverse()];
  }
  return order;
}

/** The runs of one line (in reading order, each in one font) in drawing order, left to right. */
export function visualRuns<F extends string>(runs: ReadonlyArray<FontRun<F>>): VisualRun<F>[] {
  const text = runs.map((run) => run.text).join('');
  const embedding = bidi.getEmbeddingLevels(text, baseDirectionOf(text));
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const pieces: VisualRun<F>[] = [];
  let offset = 0;
  for (const run of runs) {
    let first = true;
    for (const char of run.text) {
      const level = embedding.levels[offset]!;
      const shown = mirrored.get(offset) ?? char;
      const last = pieces.at(-1);
      // A new font run starts a new piece; a mark stays with its letter whatever its level.
      if (last && !first && (last.level === level || JOINS_PREVIOUS.test(char))) {
        last.text += shown;
      } else pieces.push({ face: run.face, text: shown, level });
      offset += char.length;
      first = false;
    }
  }
  // fontkit lays out a piece with Arabic or Hebrew characters right to left, any other left to
  // right; a piece whose level reads the other way (neutrals in Arabic, Arabic-Indic digits) is
  // handed over reversed, so it comes out in the order its level asks for.
  return reorder(pieces).map((piece) =>
    (piece.level % 2 === 1) !== RIGHT_TO_LEFT_LETTER.test(piece.text)
      ? { ...piece, text: reversed(piece.text) }
      : piece,
  );
}
