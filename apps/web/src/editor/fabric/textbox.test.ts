// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { Point, Textbox, classRegistry, util, type Canvas } from 'fabric';
import { SlideTextbox, registerSlideTextbox } from './textbox';

/**
 * jsdom has no 2D canvas, so text is measured by a stand-in: every character is 0.6 of the font
 * size wide (about Arial's average), which makes the expected lines easy to write down.
 */
beforeAll(() => {
  const context = {
    font: '10px Arial',
    measureText(text: string) {
      const size = Number(/([\d.]+)px/.exec(this.font)?.[1] ?? 10);
      return { width: [...text].length * size * 0.6 };
    },
  };
  HTMLCanvasElement.prototype.getContext = (() =>
    context) as unknown as HTMLCanvasElement['getContext'];
});

/** Each character 6 px wide at font size 10, a 60 px box: 10 characters a line. */
const OPTIONS = { width: 60, fontSize: 10, fontFamily: 'Arial' };
const box = (text: string) => new SlideTextbox(text, OPTIONS);

describe('SlideTextbox', () => {
  it('wraps ordinary words as Fabric does', () => {
    const text = 'one two three four';
    expect(box(text).textLines).toEqual(new Textbox(text, OPTIONS).textLines);
    expect(box(text).textLines).toEqual(['one two', 'three four']);
  });

  it('breaks a word longer than the box instead of widening it', () => {
    const text = 'a Supercalifragilistic b';
    const fabric = new Textbox(text, OPTIONS);
    expect(fabric.width).toBeGreaterThan(60); // Fabric widens the box: the defect
    const ours = box(text);
    expect(ours.width).toBe(60);
    expect(ours.textLines).toEqual(['a', 'Supercalif', 'ragilistic', 'b']);
    expect(ours.height).toBeGreaterThan(fabric.height);
  });

  it('keeps cursor positions on the text: a broken word hides no character', () => {
    const text = 'a Supercalifragilistic b';
    const ours = box(text);
    // Line 0 'a' wrapped at a space (1 hidden character); line 1 breaks inside the word (none).
    expect([0, 1, 2].map((line) => ours.missingNewlineOffset(line))).toEqual([1, 0, 1]);
    // Character 13 of the text is the second letter of the word's second half.
    expect(ours.get2DCursorLocation(13)).toEqual({ lineIndex: 2, charIndex: 1 });
    expect(ours.get2DCursorLocation(text.length)).toEqual({ lineIndex: 3, charIndex: 1 });
  });

  it('keeps explicit line breaks as lines', () => {
    expect(box('Title\nSupercalifragilistic').textLines).toEqual([
      'Title',
      'Supercalif',
      'ragilistic',
    ]);
  });

  it('is what stored textboxes load as once registered', async () => {
    registerSlideTextbox();
    expect(classRegistry.getClass('Textbox')).toBe(SlideTextbox);
    expect(classRegistry.getClass('textbox')).toBe(SlideTextbox);
    const [loaded] = await util.enlivenObjects([{ ...box('x').toObject(), type: 'textbox' }]);
    expect(loaded).toBeInstanceOf(SlideTextbox);
    expect((loaded as SlideTextbox).toObject()).toMatchObject({ type: 'Textbox', text: 'x' });
  });
});

describe('SlideTextbox in other writing systems', () => {
  it('lays Arabic and Hebrew out right to left, aligned to the right by default', () => {
    // 'It rose': 5 characters of 6 px on a 60 px line; 'right' (the end) leaves 30 px at the right.
    const arabic = new SlideTextbox('ارتفع', OPTIONS);
    expect(arabic.direction).toBe('rtl');
    expect(arabic._getLineLeftOffset(0)).toBe(0);
    const english = box('Sea');
    expect(english.direction).toBe('ltr');
    expect(english._getLineLeftOffset(0)).toBe(0);
    arabic.set({ textAlign: 'right' });
    expect(arabic._getLineLeftOffset(0)).toBe(-(60 - 5 * 6));
    expect(arabic.textAlign).toBe('right');
    // A heading typed over in Arabic turns right to left; back in English, left to right.
    english.set({ text: '2024: פני הים' });
    english.initDimensions();
    expect(english.direction).toBe('rtl');
    english.set({ text: 'CO2 ارتفع' });
    english.initDimensions();
    expect(english.direction).toBe('ltr');
  });

  it('puts a click in Arabic text at the letter under it, counted from the right edge', () => {
    // 8 letters of 6 px, flush right in a 60 px box: the line runs from x = 30 (the box's right
    // edge, its start) to x = -18, in the box's own coordinates around its centre.
    const arabic = new SlideTextbox('ابتثجحخد', OPTIONS);
    const clickAt = (x: number) => {
      const scene = new Point(x, -arabic.height / 2 + 2).transform(arabic.calcTransformMatrix());
      arabic.canvas = { getScenePoint: () => scene } as unknown as Canvas;
      return arabic.getSelectionStartFromPointer(new MouseEvent('mousedown'));
    };
    expect(clickAt(29)).toBe(0); // the first letter's near half
    expect(clickAt(30 - 12 - 1)).toBe(2); // the third letter, near its start
    expect(clickAt(30 - 12 - 5)).toBe(3); // the third letter, near its end
    expect(clickAt(-25)).toBe(8); // past the line's end: after its last letter
  });

  it("draws the caret of right-aligned Arabic text at its letters' edge", () => {
    // Aligned to the end (the left), the 8 letters take x = -30 to 18 around the centre; Fabric's
    // caret offset is measured from the box's right edge (x = 30) for right-to-left text.
    const arabic = new SlideTextbox('ابتثجحخد', { ...OPTIONS, textAlign: 'right' });
    const caretX = (index: number) => 30 + arabic.__getCursorBoundariesOffsets(index).left;
    expect(caretX(0)).toBe(18);
    expect(caretX(8)).toBe(-30);
    arabic.set({ textAlign: 'left' }); // the start: flush right
    expect(30 + arabic.__getCursorBoundariesOffsets(0).left).toBe(30);
  });

  it('lists the fonts of other writing systems after the text box own font', () => {
    const declaration = box('हिन्दी')._getFontDeclaration();
    expect(declaration).toMatch(/^normal normal 10px "Arial", "DSB Noto Sans"/);
    expect(declaration).toContain('"DSB Noto Sans Devanagari"');
    expect(declaration).toContain('"DSB Noto Sans SC"');
  });
});
