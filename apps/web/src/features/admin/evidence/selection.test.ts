import { describe, expect, it } from 'vitest';
import { allOrNone, emptySelection, headerState, selectedOn, toggled } from './selection';

describe('page selection', () => {
  it('adds and removes ids on the page it was made on', () => {
    let selection = emptySelection('temp|1');
    selection = toggled(selection, 'temp|1', 'a', true);
    selection = toggled(selection, 'temp|1', 'b', true);
    selection = toggled(selection, 'temp|1', 'a', false);
    expect([...selectedOn(selection, 'temp|1')]).toEqual(['b']);
  });

  it('is empty on another tab, page or filter', () => {
    const selection = toggled(emptySelection('temp|1'), 'temp|1', 'a', true);
    expect(selectedOn(selection, 'temp|2').size).toBe(0);
    expect([...selectedOn(toggled(selection, 'main|1', 'z', true), 'main|1')]).toEqual(['z']);
  });

  it('selects all or none of a page and reports the header state', () => {
    const all = allOrNone('k', ['a', 'b'], true);
    expect(headerState(['a', 'b'], all.ids)).toEqual({ checked: true, indeterminate: false });
    expect(headerState(['a', 'b'], new Set(['a']))).toEqual({
      checked: false,
      indeterminate: true,
    });
    expect(headerState(['a', 'b'], allOrNone('k', ['a', 'b'], false).ids)).toEqual({
      checked: false,
      indeterminate: false,
    });
    expect(headerState([], new Set())).toEqual({ checked: false, indeterminate: false });
  });
});
