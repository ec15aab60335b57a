import { describe, expect, it } from 'vitest';
import { adminShortcutFor, type KeyInput } from './shortcuts';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('admin console shortcuts', () => {
  it('goes home with Escape from a tool, and Ctrl or Cmd+H from anywhere', () => {
    expect(adminShortcutFor(key('Escape'), 'users', false)).toBe('home');
    expect(adminShortcutFor(key('Escape'), 'home', false)).toBeNull();
    expect(adminShortcutFor(key('h', { ctrlKey: true }), 'stats', false)).toBe('home');
    expect(adminShortcutFor(key('H', { metaKey: true }), 'stats', false)).toBe('home');
    expect(adminShortcutFor(key('h'), 'stats', false)).toBeNull();
  });

  it('opens the delete-all confirmation only on manage-data', () => {
    expect(adminShortcutFor(key('d', { ctrlKey: true }), 'manage-data', false)).toBe('delete-all');
    expect(adminShortcutFor(key('d', { ctrlKey: true }), 'users', false)).toBeNull();
  });

  it('focuses the filter with Ctrl or Cmd+F', () => {
    expect(adminShortcutFor(key('f', { ctrlKey: true }), 'manage-data', false)).toBe(
      'focus-filter',
    );
    expect(adminShortcutFor(key('f', { metaKey: true }), 'users', false)).toBe('focus-filter');
  });

  it('ignores every key while the user types, and keys something else handled', () => {
    expect(adminShortcutFor(key('Escape'), 'users', true)).toBeNull();
    expect(adminShortcutFor(key('h', { ctrlKey: true }), 'users', true)).toBeNull();
    expect(adminShortcutFor(key('Escape', { defaultPrevented: true }), 'users', false)).toBeNull();
  });

  it('leaves other combinations to the browser', () => {
    expect(
      adminShortcutFor(key('h', { ctrlKey: true, shiftKey: true }), 'users', false),
    ).toBeNull();
    expect(adminShortcutFor(key('h', { ctrlKey: true, altKey: true }), 'users', false)).toBeNull();
    expect(adminShortcutFor(key('s', { ctrlKey: true }), 'users', false)).toBeNull();
  });
});
