import { describe, expect, it } from 'vitest';
import type { KeyEventLike } from './actions';
import { ANNOUNCE } from './announcements';
import type { ObjectEntry } from './context';
import { createDefaultRegistry } from './defaultActions';
import { fakeContext, type FakeContext } from './fakeContext';

function key(k: string, mods: Partial<KeyEventLike> = {}): KeyEventLike {
  return {
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    targetIsEditable: false,
    ...mods,
  };
}

const entry = (id: string, name: string, selected = false): ObjectEntry => ({
  id,
  kind: 'rect',
  name,
  selected,
  alt: '',
});

/** A heading selected, at 120, 240, 200 x 30, on a slide of three objects. */
function headingSelected(): FakeContext {
  return fakeContext({
    selection: [{ type: 'i-text', kind: 'heading', name: 'Heading: Sea levels are rising' }],
    box: { left: 120, top: 240, width: 200.4, height: 29.6 },
    objects: [
      entry('a', 'Rectangle'),
      entry('b', 'Heading: Sea levels are rising', true),
      entry('c', 'Chart: Global sea level since 1880'),
    ],
  });
}

async function press(event: KeyEventLike, ctx: FakeContext) {
  const handled = createDefaultRegistry().handleKey(event, ctx);
  if (!handled) return null;
  await handled.done;
  return ctx.calls;
}

describe('the canvas by keyboard (issue #18)', () => {
  it('moves 1 px with the arrow keys and 10 px with Shift, announcing where to', async () => {
    const ctx = headingSelected();
    expect(await press(key('ArrowLeft'), ctx)).toEqual(['nudge:[-1,0]', 'captureHistory']);
    expect(await press(key('ArrowDown', { shiftKey: true }), headingSelected())).toEqual([
      'nudge:[0,10]',
      'captureHistory',
    ]);
    expect(ctx.announced).toEqual(['Heading moved to 120, 240']);
    expect(await press(key('ArrowLeft'), fakeContext())).toBeNull();
  });

  it('resizes with Alt and the arrow keys, by 10 px with Shift too', async () => {
    const ctx = headingSelected();
    expect(await press(key('ArrowRight', { altKey: true }), ctx)).toEqual([
      'resizeSelection:[1,0]',
      'captureHistory',
    ]);
    expect(ctx.announced).toEqual(['Heading resized to 200 by 30']);
    const cases: Array<[string, boolean, string]> = [
      ['ArrowLeft', false, 'resizeSelection:[-1,0]'],
      ['ArrowDown', false, 'resizeSelection:[0,1]'],
      ['ArrowUp', true, 'resizeSelection:[0,-10]'],
      ['ArrowRight', true, 'resizeSelection:[10,0]'],
    ];
    for (const [k, shiftKey, call] of cases)
      expect((await press(key(k, { altKey: true, shiftKey }), headingSelected()))?.[0]).toBe(call);
  });

  it('reorders with Ctrl+] and Ctrl+[ (Shift: to the front or back)', async () => {
    const ctx = headingSelected();
    // The fake's stacking order does not change: the move is announced as having done nothing.
    expect(await press(key(']', { ctrlKey: true }), ctx)).toEqual([
      'setLayer:["forward"]',
      'captureHistory',
    ]);
    expect(ctx.announced).toEqual(['Heading is already at the front']);
    const reordering = headingSelected();
    reordering.setLayer = () => {
      reordering.objects = [...reordering.objects].reverse();
    };
    await press(key('[', { metaKey: true }), reordering);
    expect(reordering.announced).toEqual(['Heading sent backward']);
    expect((await press(key('}', { ctrlKey: true, shiftKey: true }), headingSelected()))?.[0]).toBe(
      'setLayer:["front"]',
    );
    expect((await press(key(']', { ctrlKey: true, shiftKey: true }), headingSelected()))?.[0]).toBe(
      'setLayer:["front"]',
    );
    expect((await press(key('{', { ctrlKey: true, shiftKey: true }), headingSelected()))?.[0]).toBe(
      'setLayer:["back"]',
    );
  });

  it('deletes with Delete or Backspace and says what was deleted', async () => {
    const ctx = headingSelected();
    expect(await press(key('Backspace'), ctx)).toEqual(['deleteSelection', 'captureHistory']);
    expect(ctx.announced).toEqual(['Heading deleted']);
    const two = fakeContext({ selection: [{ type: 'rect' }, { type: 'circle' }] });
    await press(key('Delete'), two);
    expect(two.announced).toEqual(['2 objects deleted']);
  });

  it('moves the selection with Tab only on the canvas, and lets Tab leave past the end', async () => {
    const ctx = headingSelected();
    // Tab elsewhere on the page is the browser's.
    expect(await press(key('Tab'), ctx)).toBeNull();
    expect(await press(key('Tab', { targetIsCanvas: true }), ctx)).toEqual(['selectObject:["c"]']);
    expect(ctx.announced).toEqual(['Chart: Global sea level since 1880, 3 of 3, selected']);
    // The last object: Tab is not taken, so focus moves on.
    expect(createDefaultRegistry().handleKey(key('Tab', { targetIsCanvas: true }), ctx)).toBeNull();
    await press(key('Tab', { targetIsCanvas: true, shiftKey: true }), ctx);
    await press(key('Tab', { targetIsCanvas: true, shiftKey: true }), ctx);
    expect(ctx.announced.at(-1)).toBe('Rectangle, 1 of 3, selected');
    expect(
      createDefaultRegistry().handleKey(key('Tab', { targetIsCanvas: true, shiftKey: true }), ctx),
    ).toBeNull();
  });

  it('selects the first or last object when focus arrives, and by id from the list', async () => {
    const registry = createDefaultRegistry();
    const ctx = headingSelected();
    await registry.run('selectFirstObject', ctx);
    await registry.run('selectLastObject', ctx);
    await registry.run('selectObject', ctx, 'b');
    expect(ctx.calls).toEqual(['selectObject:["a"]', 'selectObject:["c"]', 'selectObject:["b"]']);
    expect(await registry.run('selectFirstObject', fakeContext())).toBe(false);
  });

  it('leaves with Escape and edits a text with Enter on the canvas', async () => {
    const ctx = headingSelected();
    expect(await press(key('Escape'), ctx)).toEqual(['deselect']);
    expect(ctx.announced).toEqual([ANNOUNCE.deselected]);
    expect(await press(key('Enter'), headingSelected())).toBeNull();
    const editing = headingSelected();
    expect(await press(key('Enter', { targetIsCanvas: true }), editing)).toEqual(['editText']);
    expect(editing.announced[0]).toMatch(/^Editing heading/);
    const shape = fakeContext({ selection: [{ type: 'rect', kind: 'rect' }] });
    expect(await press(key('Enter', { targetIsCanvas: true }), shape)).toBeNull();
  });

  it('announces what was added', async () => {
    const registry = createDefaultRegistry();
    const ctx = fakeContext();
    ctx.addShape = () => {
      ctx.selection = [{ type: 'rect', kind: 'rect', name: 'Rectangle' }];
    };
    await registry.run('addRect', ctx);
    expect(ctx.announced).toEqual(['Added Rectangle']);
    const image = fakeContext();
    image.addImage = async () => {
      image.selection = [{ type: 'image', kind: 'chart', name: 'Chart: Sea level' }];
    };
    await registry.run('addImage', image, { src: '/files/a.png', metadata: { alt: 'x' } });
    expect(image.announced).toEqual(['Added Chart: Sea level']);
    expect(image.calls).toEqual(['captureHistory']);
  });

  it('stores alt text on one selected image or chart, trimmed', async () => {
    const registry = createDefaultRegistry();
    const ctx = fakeContext({ selection: [{ type: 'image', kind: 'image' }] });
    expect(await registry.run('setAltText', ctx, '  A kelp   forest ')).toBe(true);
    expect(ctx.calls).toEqual(['setAltText:["A kelp forest"]', 'captureHistory']);
    expect(ctx.announced).toEqual(['Alt text saved for image']);
    await registry.run('setAltText', ctx, '');
    expect(ctx.announced.at(-1)).toBe('Alt text removed from image');
    const shape = fakeContext({ selection: [{ type: 'rect', kind: 'rect' }] });
    expect(await registry.run('setAltText', shape, 'x')).toBe(false);
  });
});
