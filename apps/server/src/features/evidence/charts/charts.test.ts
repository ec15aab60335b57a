import { beforeAll, describe, expect, it } from 'vitest';
import { loadSeedCharts, type SeedChart } from '../seed';
import { chartData } from './chartData';
import type { ChartDefinition } from './chartDefinition';
import { parseCsv } from './csv';
import {
  CHART_PALETTE,
  chartSpec,
  logTicks,
  offlineLoader,
  renderChartSvg,
  wrapText,
} from './renderChart';

describe('parseCsv', () => {
  it('reads quoted cells, CRLF, empty cells as null and numerals as numbers', () => {
    expect(parseCsv('year,label,value\r\n1990,"Geyer, et al. ""2017""",-1.5\r\n1991,x,\n')).toEqual(
      {
        header: ['year', 'label', 'value'],
        rows: [
          [1990, 'Geyer, et al. "2017"', -1.5],
          [1991, 'x', null],
        ],
      },
    );
    expect(parseCsv('a\n007\n1e3\n12abc').rows).toEqual([[7], [1000], ['12abc']]);
  });

  it('refuses ragged rows and unterminated quotes', () => {
    expect(() => parseCsv('a,b\n1\n')).toThrow(/row 2 has 1 cells/);
    expect(() => parseCsv('a\n"open\n')).toThrow(/quoted/);
  });
});

const definition = (chart: Partial<ChartDefinition['chart']>): ChartDefinition => ({
  slug: 'test-chart',
  label: 'Test chart',
  label_easy: 'Test',
  description: 'd',
  description_easy: 'd',
  research: 'r',
  altText: 'a',
  sourceLabel: 'Test source <&>',
  sourceURL: 'https://example.org/',
  topicTagStatic: 'climate',
  keywords: [],
  units: { value: 'widgets' },
  chart: {
    mark: 'line',
    extract: 'extracts/test.csv',
    x: { field: 'year', title: 'Year', type: 'temporal' },
    y: { field: 'value', title: 'Value', type: 'quantitative' },
    ...chart,
  },
});
const CSV = 'country,code,year,value\nWorld,WLD,1999,1\nWorld,WLD,2000,2\nChina,CHN,2000,3\n';

describe('chartData', () => {
  it('applies the filter and the year range before storing rows, with titles and units', () => {
    const { table, records } = chartData(
      definition({
        filter: { code: ['WLD'] },
        yearFrom: 2000,
        color: { field: 'country', title: 'Where' },
      }),
      CSV,
    );
    expect(table.rows).toEqual([['World', 'WLD', 2000, 2]]);
    expect(records).toEqual([{ country: 'World', code: 'WLD', year: 2000, value: 2 }]);
    expect(table.columns).toEqual([
      { name: 'country', title: 'Where', unit: null },
      { name: 'code', title: 'Code', unit: null },
      { name: 'year', title: 'Year', unit: null },
      { name: 'value', title: 'Value', unit: 'widgets' },
    ]);
  });

  it('fails loudly on a missing column or an empty result', () => {
    expect(() =>
      chartData(definition({ y: { field: 'nope', title: 'x', type: 'quantitative' } }), CSV),
    ).toThrow(/no column 'nope'/);
    expect(() => chartData(definition({ yearFrom: 2050 }), CSV)).toThrow(/no rows left/);
  });
});

describe('chartSpec', () => {
  it('plots integer years on a linear axis with whole-number labels, not as timestamps', () => {
    const spec = chartSpec(definition({}), [{ year: 1880, value: 1 }]) as {
      encoding: { x: { type: string; axis: { format: string } } };
    };
    expect(spec.encoding.x.type).toBe('quantitative');
    expect(spec.encoding.x.axis.format).toBe('d');
  });

  it('uses a log scale with readable ticks, a colour-blind-safe palette and a white background', () => {
    const spec = chartSpec(definition({ log: true }), [
      { year: 1, value: 0.3 },
      { year: 2, value: 578553 },
    ]) as unknown as {
      encoding: { y: { scale: { type: string }; axis: { values: number[] } } };
    };
    expect(spec.encoding.y.scale.type).toBe('log');
    expect(spec.encoding.y.axis.values).toEqual([0.1, 1, 10, 100, 1000, 10000, 100000, 1000000]);
    expect(spec).toMatchObject({
      background: 'white',
      config: { range: { category: CHART_PALETTE } },
    });
    expect(logTicks([3, 700])).toEqual([1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]);
  });

  it('wraps long titles at spaces', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });
});

describe('rendering the seeded charts', () => {
  let charts: SeedChart[];
  beforeAll(async () => {
    charts = await loadSeedCharts();
  });

  it('draws one chart of every kind with title, axis titles, legend and source line', async () => {
    for (const slug of [
      'sea-level-csiro-vs-noaa-since-1993', // long format, two coloured lines
      'plastic-production-annual-1950-2019', // a bar per year, coloured by source
      'gdp-per-capita-2024-by-country', // bars by country
      'transistors-per-microprocessor', // points on a log scale
      'glacier-mass-balance-cumulative', // area below zero
    ]) {
      const { def, records } = charts.find((c) => c.def.slug === slug)!;
      const svg = await renderChartSvg(def, records);
      expect(svg, slug).toMatch(/^<svg [^>]*width="750" height="520"/);
      expect(svg, slug).not.toMatch(/NaN|undefined|Infinity/);
      for (const text of [def.chart.x.title, def.chart.y.title, def.chart.color?.title]) {
        if (text) expect(svg, slug).toContain(text.replace(/&/g, '&amp;'));
      }
      expect(svg).toContain(`Source: ${def.sourceLabel.replace(/&/g, '&amp;')}`);
    }
  });

  it('escapes the source line and never loads from the network', async () => {
    const svg = await renderChartSvg(definition({}), [{ year: 2000, value: 1 }]);
    expect(svg).toContain('Source: Test source &lt;&amp;&gt;');
    await expect((await offlineLoader()).load('https://example.org/data.csv')).rejects.toThrow(
      /never loads/,
    );
  });
});
