import { describe, expect, it } from 'vitest';
import type { KeyEventLike } from './actions';
import { clampStylePatch, createDefaultRegistry } from './defaultActions';
import { fakeContext } from './fakeContext';

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
const ctrl = (k: string, mods: Partial<KeyEventLike> = {}) => key(k, { ctrlKey: true, ...mods });
const cmd = (k: string, mods: Partial<KeyEventLike> = {}) => key(k, { metaKey: true, ...mods });

const selected = () =>
  fakeContext({ selection: [{ type: 'rect' }], undoable: true, redoable: true });

/** Presses a key on a fresh registry; returns the context's calls, or null when not handled. */
async function press(event: KeyEventLike, ctx = selected()): Promise<string[] | null> {
  const handled = createDefaultRegistry().handleKey(event, ctx);
  if (!handled) return null;
  await handled.done;
  return ctx.calls;
}

describe('default shortcuts', () => {
  it('deletes with Delete or Backspace, as an undo step', async () => {
    expect(await press(key('Delete'))).toEqual(['deleteSelection', 'captureHistory']);
    expect(await press(key('Backspace'))).toEqual(['deleteSelection', 'captureHistory']);
    expect(await press(key('Delete'), fakeContext())).toBeNull();
  });

  it('copies, cuts, pastes and selects all with Ctrl or Cmd', async () => {
    expect(await press(ctrl('c'))).toEqual(['copy']);
    expect(await press(cmd('c'))).toEqual(['copy']);
    expect(await press(ctrl('x'))).toEqual(['copy', 'deleteSelection', 'captureHistory']);
    expect(await press(cmd('v'), fakeContext())).toEqual(['paste', 'captureHistory']);
    expect(await press(ctrl('a'), fakeContext())).toEqual(['selectAll']);
    expect(await press(ctrl('c'), fakeContext())).toBeNull();
  });

  it('keeps the browser default for paste only', () => {
    const registry = createDefaultRegistry();
    expect(registry.handleKey(ctrl('v'), fakeContext())?.preventDefault).toBe(false);
    expect(registry.handleKey(ctrl('c'), selected())?.preventDefault).toBe(true);
    expect(registry.handleKey(ctrl('a'), selected())?.preventDefault).toBe(true);
  });

  it('deselects with Escape when something is selected', async () => {
    expect(await press(key('Escape'))).toEqual(['deselect']);
    expect(await press(key('Escape'), fakeContext())).toBeNull();
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y', async () => {
    expect(await press(ctrl('z'))).toEqual(['undo']);
    expect(await press(ctrl('Z', { shiftKey: true }))).toEqual(['redo']);
    expect(await press(cmd('z', { shiftKey: true }))).toEqual(['redo']);
    expect(await press(ctrl('y'))).toEqual(['redo']);
    expect(await press(ctrl('z'), fakeContext())).toBeNull();
    expect(await press(ctrl('y'), fakeContext())).toBeNull();
  });

  it('nudges by 1 px with the arrows, each an undo step', async () => {
    expect(await press(key('ArrowLeft'))).toEqual(['nudge:[-1,0]', 'captureHistory']);
    expect(await press(key('ArrowRight'))).toEqual(['nudge:[1,0]', 'captureHistory']);
    expect(await press(key('ArrowUp'))).toEqual(['nudge:[0,-1]', 'captureHistory']);
    expect(await press(key('ArrowDown'))).toEqual(['nudge:[0,1]', 'captureHistory']);
    expect(await press(key('ArrowDown'), fakeContext())).toBeNull();
  });

  it('zooms by 1.1 with Ctrl +/- and resets with Ctrl 0', async () => {
    expect(await press(ctrl('='))).toEqual(['zoom:[1.1]']);
    expect(await press(ctrl('+', { shiftKey: true }))).toEqual(['zoom:[1.1]']);
    expect(await press(ctrl('+'))).toEqual(['zoom:[1.1]']);
    expect(await press(ctrl('-'))).toEqual([`zoom:[${1 / 1.1}]`]);
    expect(await press(ctrl('0'))).toEqual(['zoom:["reset"]']);
    expect(await press(key('0'))).toBeNull();
  });

  it('takes no shortcut while typing in an input', async () => {
    for (const event of [key('Delete'), key('Backspace'), ctrl('z'), ctrl('a'), key('Escape')]) {
      expect(await press({ ...event, targetIsEditable: true })).toBeNull();
    }
  });

  it('leaves other keys alone', async () => {
    expect(await press(key('a'))).toBeNull();
    expect(await press(ctrl('Delete'))).toBeNull();
    expect(await press(key('Delete', { altKey: true }))).toBeNull();
  });
});

describe('toolbar actions', () => {
  it('add text and shapes as undo steps', async () => {
    const registry = createDefaultRegistry();
    const ctx = fakeContext();
    for (const name of ['addHeading', 'addParagraph', 'addCaption']) await registry.run(name, ctx);
    for (const name of ['addRect', 'addCircle', 'addTriangle', 'addLine'])
      await registry.run(name, ctx);
    expect(ctx.calls.filter((c) => c !== 'captureHistory')).toEqual([
      'addText:["heading"]',
      'addText:["paragraph"]',
      'addText:["caption"]',
      'addShape:["rect"]',
      'addShape:["circle"]',
      'addShape:["triangle"]',
      'addShape:["line"]',
    ]);
    expect(ctx.calls.filter((c) => c === 'captureHistory')).toHaveLength(7);
    expect(registry.get('addHeading')?.label).toBe('Add Heading');
    expect(registry.get('addRect')?.label).toBe('Rectangle');
  });

  it('change the layer order of a selection', async () => {
    const registry = createDefaultRegistry();
    const ctx = selected();
    for (const name of ['bringToFront', 'bringForward', 'sendBackward', 'sendToBack']) {
      await registry.run(name, ctx);
    }
    expect(ctx.calls.filter((c) => c !== 'captureHistory')).toEqual([
      'setLayer:["front"]',
      'setLayer:["forward"]',
      'setLayer:["backward"]',
      'setLayer:["back"]',
    ]);
    expect(registry.isEnabled('bringToFront', fakeContext())).toBe(false);
  });

  it('apply clamped styles', async () => {
    const registry = createDefaultRegistry();
    const ctx = selected();
    await registry.run('setStyle', ctx, { strokeWidth: 30, opacity: 0.05, fontSize: 20 });
    expect(ctx.calls).toEqual([
      'applyStyle:[{"strokeWidth":20,"opacity":0.1,"fontSize":18}]',
      'captureHistory',
    ]);
    expect(clampStylePatch({ fill: '#fff', strokeWidth: 0 })).toEqual({
      fill: '#fff',
      strokeWidth: 0,
    });
  });

  it("add a panel's ready-made objects as one undo step", async () => {
    const registry = createDefaultRegistry();
    const ctx = fakeContext();
    const card = [
      { type: 'rect', width: 300 },
      { type: 'textbox', text: 'Title' },
    ];
    expect(await registry.run('addObjects', ctx, card)).toBe(true);
    expect(ctx.calls).toEqual([`addObjects:[${JSON.stringify(card)}]`, 'captureHistory']);
  });

  it('crop only a single selected image, without an undo step', async () => {
    const registry = createDefaultRegistry();
    expect(registry.isEnabled('crop', selected())).toBe(false);
    const two = fakeContext({ selection: [{ type: 'image' }, { type: 'image' }] });
    expect(registry.isEnabled('crop', two)).toBe(false);
    const ctx = fakeContext({ selection: [{ type: 'image' }] });
    await registry.run('crop', ctx);
    expect(ctx.calls).toEqual(['startCrop']);
  });

  it('every action has a label and a unique name', () => {
    const actions = createDefaultRegistry().list();
    expect(actions.length).toBeGreaterThan(25);
    for (const action of actions) expect(action.label).not.toBe('');
    expect(new Set(actions.map((a) => a.name)).size).toBe(actions.length);
  });
});
