import { describe, expect, it } from 'vitest';
import { filteredRows } from '@dsb/core/charts';
import {
  builderReducer,
  dataOf,
  filterBound,
  filterFields,
  insertProblem,
  keptData,
  pieSuits,
  sessionAfter,
  startState,
  valuesOf,
} from './builderState';

const raw = {
  header: ['Year', 'Country', 'Life expectancy (years)'],
  rows: [
    ['2000', 'France', '79'],
    ['2000', 'Japan', '81'],
    ['2010', 'France', '81'],
    ['2010', 'Japan', '83'],
  ],
};
const evidence = {
  kind: 'evidence' as const,
  label: 'Our World in Data',
  url: 'https://example.org/chart',
  evidenceId: 'ev-1',
};

describe('the builder state', () => {
  it('starts from the suggested chart, a library chart with its source line', () => {
    const state = startState(raw, evidence);
    expect(state.settings).toMatchObject({
      type: 'line',
      x: 'Year',
      y: ['Life expectancy (years)'],
      color: 'Country',
      sourceLine: 'Source: Our World in Data',
    });
    const own = startState(raw, { ...evidence, kind: 'upload', evidenceId: null });
    expect(own.settings.sourceLine).toBe('');
  });

  it('does not let a library chart lose its source line', () => {
    const state = startState(raw, evidence);
    expect(insertProblem(state)).toBeNull();
    const emptied = builderReducer(state, { type: 'patch', patch: { sourceLine: '  ' } });
    expect(insertProblem(emptied)).toMatch(/source line must say where the numbers come from/);
    const upload = startState(raw, { ...evidence, kind: 'upload' });
    expect(
      insertProblem(builderReducer(upload, { type: 'patch', patch: { sourceLine: '' } })),
    ).toBeNull();
  });

  it('keeps the settings valid when a column is retyped', () => {
    const state = startState(raw, evidence);
    // The values as categories: no number column is left to plot; the colour split stays.
    const retyped = builderReducer(state, { type: 'retype', column: 2, to: 'category' });
    expect(dataOf(retyped).columns[2]!.type).toBe('category');
    expect(retyped.settings.y).toEqual(['Life expectancy (years)']);
    // Country as a number makes its cells blank and ends the colour split.
    const country = builderReducer(state, { type: 'retype', column: 1, to: 'number' });
    expect(country.settings.color).toBeNull();
  });

  it('suggests again keeping the pupil’s source line, and remembers dismissed warnings once', () => {
    let state = startState(raw, evidence);
    state = builderReducer(state, {
      type: 'patch',
      patch: { type: 'pie', sourceLine: 'Source: mine' },
    });
    state = builderReducer(state, { type: 'suggest' });
    expect(state.settings).toMatchObject({ type: 'line', sourceLine: 'Source: mine' });
    state = builderReducer(state, { type: 'dismiss', warning: 'mixedUnits' });
    state = builderReducer(state, { type: 'dismiss', warning: 'mixedUnits' });
    expect(state.settings.dismissedWarnings).toEqual(['mixedUnits']);
  });

  it('offers a pie only for one value column over a category with a few values', () => {
    const state = startState(raw, evidence);
    expect(pieSuits(state.settings, dataOf(state))).toBe(false); // x is the year
    const byCountry = { ...state.settings, x: 'Country', color: null };
    expect(pieSuits(byCountry, dataOf(state))).toBe(true);
    expect(pieSuits({ ...byCountry, y: ['Year', 'Life expectancy (years)'] }, dataOf(state))).toBe(
      false,
    );
    expect(valuesOf(dataOf(state), 'Country')).toEqual(['France', 'Japan']);
  });

  it('keeps only the rows a chart shows when its whole data would not fit', () => {
    const state = startState(raw, evidence);
    const data = dataOf(state);
    const japan = {
      ...state.settings,
      filters: [{ kind: 'pick' as const, column: 'Country', values: ['Japan'] }],
    };
    expect(keptData(japan, data, true)).toBe(data);
    expect(keptData(japan, data, false).rows).toEqual([
      [2000, 'Japan', 81],
      [2010, 'Japan', 83],
    ]);
  });

  it('offers a filter on every column, a range on the value column too', () => {
    const data = dataOf(startState(raw, evidence));
    expect(filterFields(data).map(({ column, kind }) => [column.name, kind])).toEqual([
      ['Year', 'range'],
      ['Country', 'pick'],
      ['Life expectancy (years)', 'range'],
    ]);
  });

  it('reads a range’s ends as the column’s cells are read, and keeps rows in the range', () => {
    expect(filterBound('number', ' 1,500 ')).toBe(1500);
    expect(filterBound('number', '12 %')).toBe(12);
    expect(filterBound('number', '-2.5')).toBe(-2.5);
    expect(filterBound('number', '')).toBeNull();
    expect(filterBound('number', 'lots')).toBeUndefined();
    expect(filterBound('date', '2010')).toBe(2010);
    expect(filterBound('date', '2010-03')).toBe('2010-03');
    expect(filterBound('date', 'soon')).toBeUndefined();
    const state = startState(raw, evidence);
    const column = 'Life expectancy (years)';
    const from = filterBound('number', '80')!;
    const to = filterBound('number', '1,000')!;
    const settings = { ...state.settings, filters: [{ kind: 'range' as const, column, from, to }] };
    expect(filteredRows(settings, dataOf(state))).toEqual([
      [2000, 'Japan', 81],
      [2010, 'France', 81],
      [2010, 'Japan', 83],
    ]);
  });

  it('keeps an update aimed at its chart while the pupil edits it', () => {
    const state = startState(raw, evidence);
    const session = { state, mode: 'update' as const, reviewing: false, targetId: 'o-9' };
    const edited = sessionAfter(session, { type: 'patch', patch: { title: 'Longer lives' } })!;
    expect(edited).toMatchObject({ mode: 'update', targetId: 'o-9' });
    expect(edited.state.settings.title).toBe('Longer lives');
    expect(sessionAfter(session, { type: 'load', state: null })).toBeNull();
    expect(sessionAfter(null, { type: 'load', state })).toMatchObject({ mode: 'insert' });
  });
});
