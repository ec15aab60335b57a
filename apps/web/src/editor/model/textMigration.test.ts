import { describe, expect, it } from 'vitest';
import type { CanvasObject } from '@dsb/core';
import { CANVAS, TEXT_COLUMN_WIDTH, TEXT_MARGIN, TEXT_PRESETS } from './constants';
import { migrateLegacyText, migrateLegacyTexts } from './textMigration';

/** An old heading as the Text tab stored it: one line, its width its text's, top-left origin. */
const oldText = (props: Partial<CanvasObject> = {}): CanvasObject => ({
  type: 'i-text',
  text: 'Heading',
  left: 140,
  top: 60,
  width: 95,
  height: 27,
  originX: 'left',
  originY: 'top',
  fontFamily: 'Arial',
  fontSize: 24,
  fontWeight: 'bold',
  ...props,
});

describe('text presets', () => {
  it('are textboxes inside the slide: headings and captions centred, paragraphs from the left', () => {
    for (const style of Object.values(TEXT_PRESETS)) {
      expect(style.type).toBe('textbox');
      expect(style.width).toBeLessThanOrEqual(CANVAS.width - 2 * TEXT_MARGIN);
    }
    expect(TEXT_PRESETS.heading).toMatchObject({ width: TEXT_COLUMN_WIDTH, textAlign: 'center' });
    expect(TEXT_PRESETS.caption).toMatchObject({ textAlign: 'center' });
    expect(TEXT_PRESETS.paragraph).toMatchObject({ width: 300, textAlign: 'left' });
  });
});

describe('migrateLegacyText', () => {
  it('turns a centred heading into the centred heading column', () => {
    expect(migrateLegacyText(oldText())).toEqual({
      ...oldText(),
      type: 'textbox',
      left: TEXT_MARGIN,
      width: TEXT_COLUMN_WIDTH,
      textAlign: 'center',
    });
  });

  it('keeps a centred heading wider than the column as wide, centred (it looks the same)', () => {
    const migrated = migrateLegacyText(oldText({ left: 7.5, width: 360 }));
    expect(migrated).toMatchObject({ type: 'textbox', width: 362, left: 6.5, textAlign: 'center' });
  });

  it('wraps a heading that ran off the slide at the right margin, from where it starts', () => {
    const migrated = migrateLegacyText(oldText({ left: 140, width: 480 }));
    expect(migrated).toMatchObject({ type: 'textbox', left: 140, width: 215, textAlign: 'left' });
    expect((migrated.left as number) + (migrated.width as number)).toBe(CANVAS.width - TEXT_MARGIN);
  });

  it('lets a left-aligned text reach the right margin, so typing wraps there', () => {
    expect(migrateLegacyText(oldText({ left: 10, width: 100 }))).toMatchObject({
      type: 'textbox',
      left: 10,
      width: 345,
      textAlign: 'left',
    });
  });

  it('keeps several left-aligned lines left-aligned, even when the block was centred', () => {
    const text = 'A long first line\nshort';
    const migrated = migrateLegacyText(oldText({ text, left: 100, width: 175 }));
    expect(migrated).toMatchObject({ type: 'textbox', text, left: 100, textAlign: 'left' });
  });

  it('keeps right-aligned lines on their right edge', () => {
    const migrated = migrateLegacyText(
      oldText({ text: 'one\ntwo lines', textAlign: 'right', left: 200, width: 120 }),
    );
    expect(migrated).toMatchObject({ type: 'textbox', left: TEXT_MARGIN, textAlign: 'right' });
    expect((migrated.left as number) + (migrated.width as number)).toBe(320);
  });

  it('measures scaled texts and centre origins on the slide', () => {
    expect(migrateLegacyText(oldText({ left: 10, width: 50, scaleX: 2 }))).toMatchObject({
      left: 10,
      width: 172.5,
    });
    expect(migrateLegacyText(oldText({ originX: 'center', left: 187.5 }))).toMatchObject({
      type: 'textbox',
      originX: 'left',
      left: TEXT_MARGIN,
      width: TEXT_COLUMN_WIDTH,
    });
  });

  it('leaves alone what it cannot move safely, and everything that is not an old text', () => {
    const unchanged = [
      oldText({ angle: 30 }),
      oldText({ left: 340, width: 100 }), // too little room left to wrap in
      oldText({ left: -20 }),
      oldText({ width: undefined }),
      oldText({ type: 'text' }),
      { type: 'textbox', text: 'Already wraps', width: 300 },
      { type: 'rect', left: 10, width: 500 },
    ];
    for (const object of unchanged) expect(migrateLegacyText(object)).toBe(object);
  });

  it('never changes the text or drops a property', () => {
    const objects = [
      oldText({ text: 'Sea levels are rising faster every year', width: 520, styles: { 0: {} } }),
      oldText({ text: 'Heading', fill: '#ff0000', metadata: { note: 'x' } }),
      oldText({ text: '' }),
    ];
    const migrated = migrateLegacyTexts(objects);
    migrated.forEach((object, index) => {
      expect(object.text).toBe(objects[index]!.text);
      for (const key of Object.keys(objects[index]!)) expect(object).toHaveProperty(key);
      expect(object.type).toBe('textbox');
      const left = object.left as number;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + (object.width as number)).toBeLessThanOrEqual(CANVAS.width);
    });
  });
});
