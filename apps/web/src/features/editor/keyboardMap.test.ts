import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../editor/model';
import { ariaShortcuts, keyboardMap, shortcutLabel } from './keyboardMap';

describe('the keyboard map shown in the editor', () => {
  const registry = createDefaultRegistry();

  it("shows the registry's layer shortcuts in tooltips and aria-keyshortcuts", () => {
    expect(shortcutLabel(registry, 'bringForward', false)).toBe('Ctrl+]');
    expect(shortcutLabel(registry, 'sendToBack', false)).toBe('Ctrl+Shift+[');
    expect(shortcutLabel(registry, 'bringForward', true)).toBe('⌘]');
    expect(shortcutLabel(registry, 'selectFirstObject', false)).toBe('');
    expect(ariaShortcuts(registry, 'deleteSelection', false)).toBe('Delete Backspace');
    expect(ariaShortcuts(registry, 'bringToFront', false)).toBe('Control+Shift+] Control+Shift+}');
  });

  it('lists every key the canvas takes', () => {
    const rows = keyboardMap(registry, false);
    expect(rows.map((row) => row.keys)).toEqual([
      'Tab / Shift+Tab',
      'Arrow keys',
      'Alt+Arrow keys',
      'Enter',
      'Delete / Backspace',
      'Ctrl+]',
      'Ctrl+[',
      'Ctrl+Shift+]',
      'Ctrl+Shift+[',
      'Ctrl+Z / Ctrl+Y',
      'Escape',
    ]);
  });
});
