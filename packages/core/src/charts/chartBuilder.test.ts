import { describe, expect, it } from 'vitest';
import { toChartData, type ChartData } from './chartData';
import { defaultChartSettings, PALETTES, type ChartSettings } from './chartSettings';
import { compileChart } from './compileChart';
import { suggestChart } from './suggestChart';
import { chartWarnings } from './chartWarnings';
import { ALT_TEXT_MESSAGES, draftAltText } from './chartAltText';
import { plottedPoints, VALUE_FIELD } from './plottedRows';
import { contrastRatio, lowContrastColours } from './palette';

function lifeExpectancy(): ChartData {
  const rows: string[][] = [];
  for (const [country, start] of [
    ['France', 70],
    ['Japan', 75],
    ['Nigeria', 45],
    ['Brazil', 60],
  ] as const) {
    for (let year = 1995; year <= 2022; year++) {
      rows.push([String(year), country, String(start + (year - 1995) * 0.5)]);
    }
  }
  return toChartData(['Year', 'Country', 'Life expectancy (years)'], rows);
}

const threeCountries = (settings: ChartSettings): ChartSettings => ({
  ...settings,
  filters: [
    { kind: 'pick', column: 'Country', values: ['France', 'Japan', 'Nigeria'] },
    { kind: 'range', column: 'Year', from: 2000, to: 2020 },
  ],
});

describe('suggestChart', () => {
  it('makes change over time a line split by a category with few values', () => {
    const s = suggestChart(lifeExpectancy())!;
    expect(s).toMatchObject({ type: 'line', x: 'Year', y: ['Life expectancy (years)'] });
    expect(s.color).toBe('Country');
    expect(s.title).toBe('Life expectancy by year');
  });

  it('makes numbers by category bars sorted largest first, and two numbers a scatter', () => {
    const data = toChartData(
      ['Country', 'GDP', 'CO2'],
      [
        ['A', '1', '2'],
        ['B', '3', '4'],
      ],
    );
    expect(suggestChart(data, ['Country', 'GDP'])).toMatchObject({
      type: 'bar',
      sort: 'descending',
    });
    expect(suggestChart(data, ['GDP', 'CO2'])).toMatchObject({
      type: 'scatter',
      x: 'GDP',
      y: ['CO2'],
    });
  });

  it('has nothing to suggest without a number column', () => {
    expect(suggestChart(toChartData(['Country'], [['A']]))).toBeNull();
  });
});

describe('plottedPoints and compileChart', () => {
  it('keeps only the picked categories within the range, in x order', () => {
    const settings = threeCountries(suggestChart(lifeExpectancy())!);
    const points = plottedPoints(settings, lifeExpectancy());
    expect(points).toHaveLength(3 * 21);
    expect(new Set(points.map((p) => p.series))).toEqual(new Set(['France', 'Japan', 'Nigeria']));
    expect(points[0]!.x).toBe(2000);
    expect(points.at(-1)!.x).toBe(2020);
  });

  it('folds several y columns into one series each, named by their titles', () => {
    const data = toChartData(
      ['Year', 'UK (%)', 'France (%)'],
      [
        ['2000', '1', '2'],
        ['2001', '3', ''],
      ],
    );
    const points = plottedPoints(
      { ...defaultChartSettings('Year', 'UK (%)'), y: ['UK (%)', 'France (%)'] },
      data,
    );
    expect(points).toEqual([
      { x: 2000, series: 'UK (%)', value: 1 },
      { x: 2000, series: 'France (%)', value: 2 },
      { x: 2001, series: 'UK (%)', value: 3 },
    ]);
  });

  it('compiles a specification with the rows inline, annotations and the source line', () => {
    const settings: ChartSettings = {
      ...threeCountries(suggestChart(lifeExpectancy())!),
      type: 'bar',
      sourceLine: 'Source: World Bank',
      annotations: [{ kind: 'rule', y: 70, label: 'Target' }],
    };
    const spec = compileChart(settings, lifeExpectancy(), { width: 600, height: 400 });
    const values = (spec.data as { values: Record<string, unknown>[] }).values;
    expect(values).toHaveLength(63);
    expect(values[0]).toMatchObject({ Year: 2000, [VALUE_FIELD]: 72.5 });
    const layers = spec.layer as { mark: { type: string; text?: string }; encoding?: object }[];
    expect(layers[0]!.mark.type).toBe('bar');
    expect(layers.some((l) => l.mark.type === 'rule')).toBe(true);
    expect(JSON.stringify(layers.at(-1))).toContain('Source: World Bank');
    // Grouped bars sit side by side, never stacked, and the axis says its unit.
    expect(JSON.stringify(layers[0]!.encoding)).toContain('xOffset');
    expect(JSON.stringify(layers[0]!.encoding)).toContain('"stack":null');
    expect(JSON.stringify(layers[0]!.encoding)).toContain('Life expectancy (years)');
  });

  it('puts the source line under an axis of standing labels, however long they are', () => {
    const sourceY = (type: ChartSettings['type'], names: string[]) => {
      const data = toChartData(
        ['Country', 'GDP'],
        names.map((name, i) => [name, String(i + 1)]),
      );
      const settings = {
        ...defaultChartSettings('Country', 'GDP'),
        type,
        sourceLine: 'Source: me',
      };
      const spec = compileChart(settings, data, { width: 300, height: 200 });
      const layers = spec.layer as { mark: { y?: number } }[];
      return layers.at(-1)!.mark.y!;
    };
    // Short labels: the usual gap under the axis.
    expect(sourceY('bar', ['A', 'B'])).toBe(244);
    const long = sourceY('bar', ['Democratic Republic of the Congo', 'B']);
    expect(long).toBeGreaterThan(200 + 31 * 7);
  });

  it('sorts bars by value when asked, and a log scale only when asked', () => {
    const data = toChartData(
      ['Country', 'GDP'],
      [
        ['A', '1'],
        ['B', '3'],
      ],
    );
    const base = { ...defaultChartSettings('Country', 'GDP'), sort: 'descending' as const };
    const spec = JSON.stringify(compileChart(base, data, { width: 300, height: 300 }));
    expect(spec).toContain('"sort":"-y"');
    expect(spec).not.toContain('"log"');
    expect(
      JSON.stringify(compileChart({ ...base, logScale: true }, data, { width: 300, height: 300 })),
    ).toContain('"log"');
  });
});

describe('chartWarnings', () => {
  const data = lifeExpectancy();
  const line = suggestChart(data)!;

  it('warns about bars on a log scale and lines over categories', () => {
    expect(chartWarnings({ ...line, type: 'bar', logScale: true }, data).map((w) => w.id)).toEqual([
      'barNotFromZero',
    ]);
    const byCountry = {
      ...defaultChartSettings('Country', 'Life expectancy (years)'),
      type: 'line' as const,
    };
    expect(chartWarnings(byCountry, data).map((w) => w.id)).toContain('lineOverCategories');
  });

  it('warns about a pie of percentages that are not one whole, negatives and many slices', () => {
    const shares = toChartData(
      ['Fuel', 'Share (%)'],
      [
        ['Coal', '40'],
        ['Gas', '30'],
      ],
    );
    const pie = { ...defaultChartSettings('Fuel', 'Share (%)'), type: 'pie' as const };
    expect(chartWarnings(pie, shares).map((w) => w.id)).toEqual(['pieNotWhole']);
    const whole = toChartData(
      ['Fuel', 'Share (%)'],
      [
        ['Coal', '60'],
        ['Gas', '40'],
      ],
    );
    expect(chartWarnings(pie, whole)).toEqual([]);
    const negative = toChartData(
      ['Fuel', 'Change'],
      [
        ['Coal', '-6'],
        ['Gas', '4'],
      ],
    );
    expect(chartWarnings({ ...pie, y: ['Change'] }, negative).map((w) => w.id)).toEqual([
      'pieNegative',
    ]);
    const many = toChartData(
      ['K', 'V'],
      'abcdefg'.split('').map((k) => [k, '1']),
    );
    expect(chartWarnings({ ...pie, x: 'K', y: ['V'] }, many).map((w) => w.id)).toContain(
      'pieTooManySlices',
    );
  });

  it('warns about mixed units and too many series, and forgets a dismissed warning', () => {
    const mixed = toChartData(['Year', 'GDP ($)', 'Population (people)'], [['2000', '1', '2']]);
    const both = {
      ...defaultChartSettings('Year', 'GDP ($)'),
      type: 'line' as const,
      y: ['GDP ($)', 'Population (people)'],
    };
    expect(chartWarnings(both, mixed).map((w) => w.id)).toEqual(['mixedUnits']);
    expect(chartWarnings({ ...both, dismissedWarnings: ['mixedUnits'] }, mixed)).toEqual([]);
    const rows = 'abcdefgh'.split('').map((c) => ['2000', c, '1']);
    const many = toChartData(['Year', 'Country', 'Value'], rows);
    const split = {
      ...defaultChartSettings('Year', 'Value'),
      type: 'line' as const,
      color: 'Country',
    };
    expect(chartWarnings(split, many).map((w) => w.id)).toEqual(['tooManySeries']);
  });
});

describe('draftAltText', () => {
  it('states the range, each trend and the extremes computed from the data', () => {
    const settings = {
      ...threeCountries(suggestChart(lifeExpectancy())!),
      sourceLine: 'World Bank.',
    };
    const text = draftAltText(settings, lifeExpectancy());
    expect(text).toContain('Line chart: Life expectancy by year.');
    expect(text).toContain('It covers 2000 to 2020.');
    expect(text).toContain('Series: France, Japan, Nigeria.');
    expect(text).toContain('Nigeria rose from 47.5 years in 2000 to 57.5 years in 2020.');
    expect(text).toContain('The highest value is 87.5 years (Japan, 2020).');
    expect(text).toContain('The lowest value is 47.5 years (Nigeria, 2000).');
    expect(text).toContain('Source: World Bank.');
  });

  it('says when a series fell or held, and when nothing is plotted', () => {
    const data = toChartData(
      ['Year', 'A', 'B'],
      [
        ['2000', '10', '5'],
        ['2010', '4', '5.05'],
      ],
    );
    const text = draftAltText(
      { ...defaultChartSettings('Year', 'A'), type: 'line', y: ['A', 'B'] },
      data,
    );
    expect(text).toContain('A fell from 10 in 2000 to 4 in 2010.');
    expect(text).toContain('B stayed about 5 from 2000 to 2010.');
    const empty = {
      ...defaultChartSettings('Year', 'A'),
      filters: [{ kind: 'pick' as const, column: 'Year', values: [] }],
    };
    expect(draftAltText(empty, data)).toBe('Bar chart. No values are plotted yet.');
  });

  it('drafts every sentence with the messages and number format it is given', () => {
    const settings = { ...threeCountries(suggestChart(lifeExpectancy())!), sourceLine: 'WB' };
    const messages = {
      ...ALT_TEXT_MESSAGES,
      typeName: (type: string) => `<${type}>`,
      openingTitled: (type: string, title: string) => `[${type}|${title}]`,
      rose: (who: string, from: string, to: string) => `{${who} ${from}→${to}}`,
      withUnit: (value: string, unit: string) => `${value}~${unit}`,
      seriesAt: (series: string, at: string) => `${series}@${at}`,
      seriesList: (names: readonly string[]) => `S=${names.join('/')}`,
    };
    const text = draftAltText(settings, lifeExpectancy(), {
      messages,
      formatNumber: (n) => new Intl.NumberFormat('de').format(n),
    });
    expect(text).toContain('[<line>|Life expectancy by year]');
    expect(text).toContain('S=France/Japan/Nigeria');
    expect(text).toContain('{Nigeria 47,5~years→57,5~years}');
    expect(text).toContain('The highest value is 87,5~years (Japan@2020).');
  });
});

describe('suggestChart titles', () => {
  it('words the suggested title with the titles it is given', () => {
    const titles = { by: (y: string, x: string) => `${y} según ${x}`, against: () => '' };
    expect(suggestChart(lifeExpectancy(), [], titles)!.title).toBe('Life expectancy según year');
  });
});

describe('palettes', () => {
  it('keeps every series colour at 3:1 or more against white', () => {
    for (const colours of Object.values(PALETTES))
      expect(lowContrastColours(colours, '#FFFFFF')).toEqual([]);
  });

  it('measures contrast as WCAG does and refuses what is not a colour', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('red', '#fff')).toBeNull();
    expect(lowContrastColours(['#F0E442', '#0072B2', 'nope'], '#ffffff')).toEqual([
      '#F0E442',
      'nope',
    ]);
  });
});

describe('annotations on bars', () => {
  it('put a labelled point and a range on the bars’ own category axis', () => {
    const data = toChartData(
      ['Year', 'Value'],
      [
        ['2000', '1'],
        ['2001', '3'],
      ],
    );
    const settings: ChartSettings = {
      ...defaultChartSettings('Year', 'Value'),
      annotations: [
        { kind: 'point', x: 2001, y: null, label: 'Peak' },
        { kind: 'range', from: 2000, to: 2001, label: 'Both' },
      ],
    };
    const layers = compileChart(settings, data, { width: 300, height: 300 }).layer as {
      encoding?: { x?: { type?: string } };
    }[];
    const xTypes = layers.map((layer) => layer.encoding?.x?.type).filter(Boolean);
    expect(new Set(xTypes)).toEqual(new Set(['ordinal']));
  });
});
