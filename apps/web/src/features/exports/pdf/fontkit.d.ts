/** The part of fontkit 2 (which ships no types) that the PDF export uses. */
declare module 'fontkit' {
  export interface FontkitSubset {
    includeGlyph(glyph: unknown): number;
    encode(): Uint8Array;
  }
  export interface FontkitFont {
    hasGlyphForCodePoint(codePoint: number): boolean;
    createSubset(): FontkitSubset;
  }
  export function create(data: Uint8Array): FontkitFont;
}
