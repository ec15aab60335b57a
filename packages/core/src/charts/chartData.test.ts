import { describe, expect, it } from 'vitest';
import {
  cellAs,
  inferColumnType,
  parseNumber,
  recordsOf,
  retypeColumn,
  toChartData,
} from './chartData';

describe('parseNumber', () => {
  it('reads numbers as spreadsheets show them', () => {
    expect(parseNumber('1,234.5')).toBe(1234.5);
    expect(parseNumber(' 12 %')).toBe(12);
    expect(parseNumber('$40')).toBe(40);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('1e6')).toBe(1_000_000);
    expect(parseNumber('.5')).toBe(0.5);
  });

  it('refuses text, a decimal comma and misplaced separators', () => {
    for (const text of ['abc', '1,5', '12,34,5', '', '1.2.3', 'NaN', 'Infinity', '--1']) {
      expect(parseNumber(text), text).toBeNull();
    }
  });
});

describe('inferColumnType', () => {
  it('finds years by name, ISO dates by their form, numbers and categories', () => {
    expect(inferColumnType('Year', ['1990', '2000', 2010])).toBe('date');
    expect(inferColumnType('When', ['2020-01', '2020-02-15'])).toBe('date');
    expect(inferColumnType('Population', ['1,200', '3400', ''])).toBe('number');
    expect(inferColumnType('Country', ['France', 'Japan'])).toBe('category');
  });

  it('keeps numbers that look like years as numbers unless the header says year', () => {
    expect(inferColumnType('Price', ['1999', '2005'])).toBe('number');
  });

  it('makes an empty or mixed column a category', () => {
    expect(inferColumnType('Notes', [null, ' '])).toBe('category');
    expect(inferColumnType('Value', ['12', 'n/a'])).toBe('category');
  });
});

describe('toChartData', () => {
  const data = toChartData(
    ['Year', 'Country', 'Life expectancy (years)', 'Country'],
    [
      ['2000', 'France', '79.2', 'x'],
      ['2001', ' Japan ', '', 'y'],
    ],
  );

  it('types each column, reads its unit from brackets and makes names unique', () => {
    expect(data.columns.map((c) => [c.name, c.type, c.unit])).toEqual([
      ['Year', 'date', null],
      ['Country', 'category', null],
      ['Life expectancy (years)', 'number', 'years'],
      ['Country (2)', 'category', null],
    ]);
  });

  it('converts each cell to its column type, blanks to null', () => {
    expect(data.rows).toEqual([
      [2000, 'France', 79.2, 'x'],
      [2001, 'Japan', null, 'y'],
    ]);
    expect(recordsOf(data)[0]).toEqual({
      Year: 2000,
      Country: 'France',
      'Life expectancy (years)': 79.2,
      'Country (2)': 'x',
    });
  });

  it('follows the type a pupil chose, and retyping converts the cells again', () => {
    const raw = [['1990'], ['2000']];
    const asCategory = toChartData(['Year'], raw, { 0: 'category' });
    expect(asCategory.rows).toEqual([['1990'], ['2000']]);
    const back = retypeColumn(asCategory, 'Year', 'date', raw);
    expect(back.columns[0]!.type).toBe('date');
    expect(back.rows).toEqual([[1990], [2000]]);
  });

  it('drops characters a chart field name cannot hold', () => {
    expect(toChartData(['a.b[c]'], [['1']]).columns[0]!.name).toBe('a b c');
    expect(toChartData([''], [['1']]).columns[0]!.name).toBe('Column 1');
  });
});

describe('cellAs', () => {
  it('keeps a stray word out of a number column', () => {
    expect(cellAs('number', 'n/a')).toBeNull();
    expect(cellAs('date', '2020-13')).toBeNull();
    expect(cellAs('category', 12)).toBe('12');
  });
});
