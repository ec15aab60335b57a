// Flite speaks English from Latin letters; handed Arabic or Devanagari its WebAssembly build
// faults ("memory access out of bounds") and the whole narration fails. A script in another
// writing system is spoken by an eSpeak NG voice of its language (docs/product/speech.md); when
// an English voice is chosen for it anyway, Flite gets only what it can read, and a text with
// nothing readable left becomes a pause as long as reading it would take, so a video keeps its
// captions on screen.

/** Latin letters (with accents), digits, punctuation, symbols Flite reads: the rest is dropped. */
const NOT_LATIN = /[^\t\n\r\u0020-\u024F\u1E00-\u1EFF\u2000-\u206F\u20A0-\u20CF]+/gu;

/** `text` with every run of characters outside the Latin writing system made a space. */
export function fliteReadableText(text: string): string {
  return text.replace(NOT_LATIN, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether any word is left for Flite to say. */
export function hasFliteWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** How long a silent stand-in for `text` lasts: about as long as reading it, 1 to 30 s. */
export function readingPauseSeconds(text: string): number {
  const letters = [...text.replace(/\s+/g, '')].length;
  return Math.min(30, Math.max(1, Math.round((letters / 12) * 10) / 10));
}
