import { describe, expect, it } from 'vitest';
import { ActionRegistry, formatShortcut, matchesShortcut } from './actions';
import type { Action, KeyEventLike } from './actions';
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

const copy: Action = {
  name: 'copy',
  label: 'Copy',
  shortcut: { key: 'c', ctrlOrMeta: true },
  entersHistory: false,
  perform: (ctx) => ctx.copy(),
};

describe('matchesShortcut', () => {
  it('takes Ctrl or Cmd, ignores letter case and requires the exact modifiers', () => {
    const s = { key: 'z', ctrlOrMeta: true };
    expect(matchesShortcut(key('z', { ctrlKey: true }), s)).toBe(true);
    expect(matchesShortcut(key('Z', { metaKey: true }), s)).toBe(true);
    expect(matchesShortcut(key('z'), s)).toBe(false);
    expect(matchesShortcut(key('z', { ctrlKey: true, shiftKey: true }), s)).toBe(false);
    expect(matchesShortcut(key('z', { ctrlKey: true, altKey: true }), s)).toBe(false);
    expect(matchesShortcut(key('Delete'), { key: 'delete' })).toBe(false);
  });
});

describe('ActionRegistry', () => {
  it('finds actions by name and by shortcut', () => {
    const registry = new ActionRegistry();
    registry.register(copy);
    expect(registry.get('copy')).toBe(copy);
    expect(registry.getByShortcut(key('C', { metaKey: true }))).toBe(copy);
    expect(registry.getByShortcut(key('c'))).toBeUndefined();
    expect(registry.list()).toEqual([copy]);
  });

  it('ignores every shortcut while typing', () => {
    const registry = new ActionRegistry();
    registry.register(copy);
    registry.register({ ...copy, name: 'del', shortcut: { key: 'Delete' } });
    expect(registry.getByShortcut(key('c', { ctrlKey: true, targetIsEditable: true }))).toBe(
      undefined,
    );
    expect(registry.getByShortcut(key('Delete', { targetIsEditable: true }))).toBeUndefined();
    expect(registry.handleKey(key('Delete', { targetIsEditable: true }), fakeContext())).toBe(null);
  });

  it('refuses a name or a shortcut used twice', () => {
    const registry = new ActionRegistry();
    registry.register(copy);
    expect(() => registry.register(copy)).toThrow(/registered twice/);
    expect(() =>
      registry.register({ ...copy, name: 'other', shortcut: { key: 'C', ctrlOrMeta: true } }),
    ).toThrow(/taken by copy/);
    expect(registry.get('other')).toBeUndefined();
  });

  it('captures history after actions that enter it, only', async () => {
    const registry = new ActionRegistry();
    registry.register(copy);
    registry.register({
      ...copy,
      name: 'paste',
      shortcut: undefined,
      entersHistory: true,
      perform: (ctx) => ctx.paste(),
    });
    const ctx = fakeContext();
    expect(await registry.run('copy', ctx)).toBe(true);
    expect(ctx.calls).toEqual(['copy']);
    await registry.run('paste', ctx);
    expect(ctx.calls).toEqual(['copy', 'paste', 'captureHistory']);
  });

  it('waits for an async action before capturing', async () => {
    const registry = new ActionRegistry();
    const ctx = fakeContext();
    registry.register({
      name: 'slow',
      label: 'Slow',
      entersHistory: true,
      perform: async (c) => {
        await Promise.resolve();
        c.paste();
      },
    });
    await registry.run('slow', ctx);
    expect(ctx.calls).toEqual(['paste', 'captureHistory']);
  });

  it('does not run unknown or disabled actions', async () => {
    const registry = new ActionRegistry();
    registry.register({ ...copy, isEnabled: (ctx) => ctx.getSelection().length > 0 });
    const ctx = fakeContext();
    expect(await registry.run('nope', ctx)).toBe(false);
    expect(await registry.run('copy', ctx)).toBe(false);
    expect(registry.isEnabled('copy', ctx)).toBe(false);
    expect(registry.isEnabled('nope', ctx)).toBe(false);
    expect(registry.handleKey(key('c', { ctrlKey: true }), ctx)).toBeNull();
    expect(ctx.calls).toEqual([]);
    ctx.selection = [{ type: 'rect' }];
    expect(registry.isEnabled('copy', ctx)).toBe(true);
  });

  it('passes arguments through run', async () => {
    const registry = new ActionRegistry();
    registry.register<{ dx: number }>({
      name: 'move',
      label: 'Move',
      entersHistory: false,
      perform: (ctx, args) => ctx.nudge(args.dx, 0),
    });
    const ctx = fakeContext();
    await registry.run('move', ctx, { dx: 7 });
    expect(ctx.calls).toEqual(['nudge:[7,0]']);
  });

  it('handles a key and says whether to prevent the default', async () => {
    const registry = new ActionRegistry();
    registry.register(copy);
    registry.register({
      ...copy,
      name: 'paste',
      shortcut: { key: 'v', ctrlOrMeta: true },
      keepDefault: true,
    });
    const ctx = fakeContext();
    const handled = registry.handleKey(key('c', { ctrlKey: true }), ctx);
    expect(handled?.action.name).toBe('copy');
    expect(handled?.preventDefault).toBe(true);
    expect(await handled?.done).toBe(true);
    expect(registry.handleKey(key('v', { ctrlKey: true }), ctx)?.preventDefault).toBe(false);
    expect(registry.handleKey(key('q'), ctx)).toBeNull();
  });
});

describe('formatShortcut', () => {
  it('writes shortcuts for tooltips and for aria-keyshortcuts', () => {
    const front = { key: ']', ctrlOrMeta: true, shift: true };
    expect(formatShortcut({ key: ']', ctrlOrMeta: true })).toBe('Ctrl+]');
    expect(formatShortcut(front)).toBe('Ctrl+Shift+]');
    expect(formatShortcut(front, { mac: true })).toBe('⇧⌘]');
    expect(formatShortcut(front, { aria: true })).toBe('Control+Shift+]');
    expect(formatShortcut(front, { aria: true, mac: true })).toBe('Meta+Shift+]');
    expect(formatShortcut({ key: 'ArrowLeft', alt: true, shift: true })).toBe('Alt+Shift+Left');
    expect(formatShortcut({ key: 'z', ctrlOrMeta: true })).toBe('Ctrl+Z');
    expect(formatShortcut({ key: 'Delete' })).toBe('Delete');
  });
});
