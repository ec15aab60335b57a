/**
 * A long script spoken in pieces: each piece is a few sentences, so one synthesis stays short
 * (a fraction of a second to a few seconds), a render can report progress through a long slide,
 * and a piece that fails names a small part of the text. Pieces break after sentence ends, then
 * at commas, semicolons or spaces, and as a last resort anywhere (Chinese and Japanese scripts
 * have no spaces), never inside a surrogate pair.
 */

/** Longest piece in characters: about 20 seconds of speech. */
export const SPEECH_CHUNK_CHARS = 300;

const SENTENCE_END = /[.!?。！？…]["'”’)\]]*\s+|[。！？]/gu;

/** Splits `text` into pieces of at most `limit` characters whose concatenation, spaced, is it. */
export function speechChunks(text: string, limit = SPEECH_CHUNK_CHARS): string[] {
  const trimmed = text.trim();
  if (trimmed.length === 0) return [];
  const sentences = splitAfter(trimmed, SENTENCE_END).flatMap((s) => splitLong(s, limit));
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    const joined = current ? `${current} ${sentence}` : sentence;
    if (joined.length <= limit) current = joined;
    else {
      if (current) chunks.push(current);
      current = sentence;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** The text cut after each match of `pattern`, pieces trimmed, empty ones dropped. */
function splitAfter(text: string, pattern: RegExp): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    pieces.push(text.slice(start, end));
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces.map((piece) => piece.trim()).filter((piece) => piece.length > 0);
}

/** A sentence longer than `limit` cut at the last comma or space before it, else at the limit. */
function splitLong(sentence: string, limit: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > limit) {
    const window = rest.slice(0, limit);
    let cut = Math.max(
      window.lastIndexOf(', '),
      window.lastIndexOf('; '),
      window.lastIndexOf('，'),
    );
    if (cut > limit / 3) cut += 1;
    else cut = window.lastIndexOf(' ');
    if (cut <= limit / 3) cut = limit;
    // Never between the two halves of a surrogate pair (an emoji, a rare character).
    const code = rest.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces.filter((piece) => piece.length > 0);
}
