import {
  Textbox,
  cache,
  classRegistry,
  util,
  type CursorBoundaries,
  type GraphemeData,
  type TPointerEvent,
} from 'fabric';
import { baseDirectionOf } from '@dsb/core';
import { loadScriptFonts, withScriptFonts } from '../../lib/scriptFonts';

/**
 * Fabric's Textbox wraps between words, but widens itself to fit a word longer than its width, so a
 * long word at a large size still ran past the slide's edge. This one breaks such a word between
 * its letters instead (as a browser's `overflow-wrap: break-word` does): the word starts a line of
 * its own and continues on the next. Lines of ordinary words wrap exactly as in Fabric.
 *
 * It is registered as Fabric's 'Textbox' class, so the editor and the slide pictures that every
 * export draws (features/previews) lay text out the same way.
 */
/** Our alignment of right-to-left text in Fabric's terms: 'left' (the line's start) is its right. */
const MIRRORED_ALIGNMENT: Record<string, Textbox['textAlign']> = {
  left: 'right',
  right: 'left',
  'justify-left': 'justify-right',
  'justify-right': 'justify-left',
};

export class SlideTextbox extends Textbox {
  /**
   * Text that reads right to left (its first letter is Arabic or Hebrew) is laid out right to
   * left: lines start at the right, and 'left' alignment (the default) means the start of the line,
   * so such text aligns right (docs/exports.md, "Right to left"). Fonts for the text's writing
   * systems are loaded when it first needs them, then the text is measured again.
   */
  override initDimensions(): void {
    this.direction = baseDirectionOf(this.text ?? '');
    super.initDimensions();
    void loadScriptFonts(this.text ?? '').then((loaded) => {
      if (!loaded) return;
      cache.clearFontCache();
      super.initDimensions();
      this.dirty = true;
      this.canvas?.requestRenderAll();
    });
  }

  /** Set while Fabric code runs with the mirrored alignment (see withFabricAlignment). */
  private mirroring = false;

  /**
   * Runs Fabric code that reads `textAlign` with the alignment Fabric's right-to-left formulas
   * expect: ours means 'left' is the start of the line, Fabric's means the left side. The line
   * offset, the caret and the selection must all see the same one, or the caret of right-aligned
   * Arabic text is drawn a line's slack away from its letters.
   */
  private withFabricAlignment<T>(run: () => T): T {
    if (this.direction !== 'rtl' || this.mirroring) return run();
    const align = this.textAlign;
    this.textAlign = MIRRORED_ALIGNMENT[align] ?? align;
    this.mirroring = true;
    try {
      return run();
    } finally {
      this.mirroring = false;
      this.textAlign = align;
    }
  }

  override _getLineLeftOffset(lineIndex: number): number {
    return this.withFabricAlignment(() => super._getLineLeftOffset(lineIndex));
  }

  override __getCursorBoundariesOffsets(index: number): { left: number; top: number } {
    return this.withFabricAlignment(() => super.__getCursorBoundariesOffsets(index));
  }

  override _renderSelection(
    ctx: CanvasRenderingContext2D,
    selection: { selectionStart: number; selectionEnd: number },
    boundaries: CursorBoundaries,
  ): void {
    this.withFabricAlignment(() => super._renderSelection(ctx, selection, boundaries));
  }

  /**
   * The character index a click lands on. Fabric measures from the box's left edge, but a
   * right-to-left line starts at the right edge (Fabric's own version put every click in Arabic
   * text at the start of its line): here a right-to-left line is measured from the right.
   */
  override getSelectionStartFromPointer(e: TPointerEvent): number {
    if (this.direction !== 'rtl' || !this.canvas) return super.getSelectionStartFromPointer(e);
    const local = this.canvas
      .getScenePoint(e)
      .transform(util.invertTransform(this.calcTransformMatrix()));
    const fromStart = this.flipX ? local.x + this.width / 2 : this.width / 2 - local.x;
    const fromTop = local.y + this.height / 2;
    let top = 0;
    let lineIndex = 0;
    let index = 0;
    for (let i = 0; i < this._textLines.length && top <= fromTop; i++) {
      top += this.getHeightOfLine(i);
      lineIndex = i;
      if (i > 0) index += this._textLines[i - 1]!.length + this.missingNewlineOffset(i - 1);
    }
    let edge = Math.abs(this._getLineLeftOffset(lineIndex));
    const bounds = this.__charBounds[lineIndex] ?? [];
    for (let j = 0; j < (this._textLines[lineIndex]?.length ?? 0); j++) {
      const after = edge + (bounds[j]?.kernedWidth ?? 0);
      if (fromStart <= after) {
        // Nearer the character's far side: the caret goes after it.
        if (Math.abs(fromStart - after) <= Math.abs(fromStart - edge)) index += 1;
        return Math.min(index, this._text.length);
      }
      edge = after;
      index += 1;
    }
    return Math.min(index, this._text.length);
  }

  /** The text's own font first, then the fonts of other writing systems (lib/scriptFonts.ts). */
  override _getFontDeclaration(
    style: Parameters<Textbox['_getFontDeclaration']>[0] = {},
    forMeasuring?: boolean,
  ): string {
    const fontFamily = withScriptFonts(style.fontFamily ?? this.fontFamily);
    return super._getFontDeclaration({ ...style, fontFamily }, forMeasuring);
  }

  override _wrapLine(
    lineIndex: number,
    desiredWidth: number,
    data: GraphemeData,
    reservedSpace = 0,
  ): string[][] {
    const width = desiredWidth - reservedSpace;
    if (this.splitByGrapheme || data.largestWordWidth <= width) {
      return super._wrapLine(lineIndex, desiredWidth, data, reservedSpace);
    }
    const spacing = this._getWidthOfCharSpacing();
    const lines: string[][] = [];
    let line: string[] = [];
    let lineWidth = 0;
    let offset = 0;
    let spaceWidth = 0;
    let lineStarted = false;
    let widestGrapheme = 0;
    for (const { word, width: wordWidth } of data.wordsData[lineIndex] ?? []) {
      if (wordWidth > width) {
        // The space before it is where the line wraps, as for any word that does not fit.
        if (lineStarted) lines.push(line);
        line = [];
        lineWidth = 0;
        word.forEach((grapheme, index) => {
          const graphemeWidth = this._measureWord([grapheme], lineIndex, offset + index);
          widestGrapheme = Math.max(widestGrapheme, graphemeWidth);
          if (line.length > 0 && lineWidth + graphemeWidth > width) {
            lines.push(line);
            line = [];
            lineWidth = 0;
          }
          line.push(grapheme);
          lineWidth += graphemeWidth;
        });
      } else {
        lineWidth += spaceWidth + wordWidth - spacing;
        if (lineStarted && lineWidth > width) {
          lines.push(line);
          line = [];
          lineWidth = wordWidth;
          lineStarted = false;
        } else {
          lineWidth += spacing;
        }
        if (lineStarted) line.push(' ');
        line = line.concat(word);
      }
      offset += word.length;
      spaceWidth = this._measureWord([' '], lineIndex, offset);
      offset += 1;
      lineStarted = true;
    }
    lines.push(line);
    // Only a single letter wider than the box may widen it (Fabric's minimum-width rule).
    this.dynamicMinWidth = Math.max(this.dynamicMinWidth, widestGrapheme - spacing);
    return lines;
  }

  /**
   * How many characters of the text lie between a wrapped line and the next: 1 for the space or
   * line break where it wrapped, 0 inside a broken word. Cursor moves and clicks depend on it.
   */
  override missingNewlineOffset(lineIndex: number, skipWrapping?: boolean): 0 | 1 {
    if (this.splitByGrapheme || skipWrapping) {
      return super.missingNewlineOffset(lineIndex, skipWrapping);
    }
    const here = this._styleMap?.[lineIndex];
    const next = this._styleMap?.[lineIndex + 1];
    if (!here || !next || next.line !== here.line) return 1;
    const length = this._textLines[lineIndex]?.length ?? 0;
    return next.offset > here.offset + length ? 1 : 0;
  }
}

/**
 * Makes stored 'textbox' objects load as SlideTextbox. Called before loading objects rather than
 * on import, so no bundler can drop it; setting the same class again is harmless.
 */
export function registerSlideTextbox(): void {
  classRegistry.setClass(SlideTextbox);
}
