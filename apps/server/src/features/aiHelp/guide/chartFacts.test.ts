import { beforeAll, describe, expect, it } from 'vitest';
import type { DataTable } from '@dsb/core';
import { loadSeedCharts, type SeedChart } from '../../evidence/seed';
import { chartFacts, inferRoles, rolesFromSpec, type ChartFacts } from './chartFacts';
import { answerChartQuestion, chartDescriptionScript, type GuideChart } from './chartTutor';
import { formatNumber } from './format';

let charts: SeedChart[];
beforeAll(async () => {
  charts = await loadSeedCharts();
});

function guideFor(slug: string): GuideChart & { facts: ChartFacts; table: DataTable } {
  const { def, table } = charts.find((c) => c.def.slug === slug)!;
  const roles = rolesFromSpec(def.chart, table);
  return {
    label: def.label,
    labelEasy: def.label_easy,
    description: def.description,
    descriptionEasy: def.description_easy,
    research: def.research,
    sourceLabel: def.sourceLabel,
    sourceUrl: def.sourceURL,
    table,
    roles,
    facts: chartFacts(table, roles)!,
  };
}

/** The (x, y) pairs of one column pair, read straight from the table: the test's own reading. */
function pairs(table: DataTable, x: string, y: string, where?: [string, string]) {
  const col = (name: string) => table.columns.findIndex((c) => c.name === name);
  return table.rows
    .filter((r) => !where || r[col(where[0])] === where[1])
    .filter((r) => typeof r[col(y)] === 'number')
    .map((r) => ({ x: r[col(x)] as number | string, y: r[col(y)] as number }));
}

describe('chart facts from the data table (seeded charts)', () => {
  it('the global temperature record: first, last, change, highest, lowest as the data say', () => {
    const chart = guideFor('global-temperature-anomaly-1880-2023');
    const [s] = chart.facts.series;
    // The chart's own description states these; the table must agree.
    expect(s!.first).toEqual({ x: 1880, y: -0.17 });
    expect(s!.last).toEqual({ x: 2023, y: 1.17 });
    expect(s!.change).toBeCloseTo(1.34, 10);
    expect(s!.highest).toEqual({ x: 2023, y: 1.17 });
    expect(s!.lowest).toEqual({ x: 1909, y: -0.49 });
    // A percentage of a value below zero means nothing: none is given.
    expect(s!.percentChange).toBeNull();
    expect(s!.count).toBe(pairs(chart.table, 'year', 'temperature_anomaly_c').length);
  });

  it('the steepest rise and fall are the biggest year-on-year changes in the table', () => {
    const chart = guideFor('co2-mauna-loa-1959-2025');
    const points = pairs(chart.table, 'year', 'co2_ppm').sort((a, b) => Number(a.x) - Number(b.x));
    let best = { change: -Infinity, from: 0 };
    for (let i = 1; i < points.length; i++) {
      const rate =
        (points[i]!.y - points[i - 1]!.y) / (Number(points[i]!.x) - Number(points[i - 1]!.x));
      if (rate > best.change) best = { change: rate, from: Number(points[i - 1]!.x) };
    }
    const [s] = chart.facts.series;
    expect(s!.steepestRise!.from.x).toBe(best.from);
    expect(s!.first).toEqual(points[0]);
    expect(s!.last).toEqual(points.at(-1));
    expect(s!.percentChange).toBeCloseTo(
      ((points.at(-1)!.y - points[0]!.y) / points[0]!.y) * 100,
      8,
    );
  });

  it('a comparison chart lists every item, highest first, with the true highest and lowest', () => {
    const chart = guideFor('forest-area-share-2023-by-country');
    const items = pairs(chart.table, 'country', 'forest_area_pct_of_land');
    const top = items.reduce((a, b) => (b.y > a.y ? b : a));
    const bottom = items.reduce((a, b) => (b.y < a.y ? b : a));
    expect(chart.facts.kind).toBe('comparison');
    expect(chart.facts.compared).toHaveLength(items.length);
    expect(chart.facts.compared[0]).toMatchObject({ name: top.x, value: top.y });
    expect(chart.facts.compared.at(-1)).toMatchObject({ name: bottom.x, value: bottom.y });
  });

  it('several series: facts per series and their latest values compared', () => {
    const chart = guideFor('life-expectancy-income-groups');
    const low = pairs(chart.table, 'year', 'life_expectancy_years', ['country', 'Low income']);
    const series = chart.facts.series.find((s) => s.series === 'Low income')!;
    expect(series.first.y).toBe(low[0]!.y);
    expect(series.last.y).toBe(low.at(-1)!.y);
    expect(series.highest.y).toBe(Math.max(...low.map((p) => p.y)));
    expect(chart.facts.compared.map((c) => c.name)).toContain('High income');
  });

  it('"Help me understand the graph" states the numbers of the data, not others', () => {
    const chart = guideFor('global-temperature-anomaly-1880-2023');
    const { message, suggestions } = answerChartQuestion(
      chart,
      'Help me understand the graph',
      null,
    );
    expect(message).toContain('-0.17 °C');
    expect(message).toContain('1.17 °C');
    expect(message).toContain('rose by 1.34 °C');
    expect(message).toContain('lowest -0.49 °C in 1909');
    expect(message).toMatch(/Question to think about: /);
    expect(suggestions).toContain('Connect graph to data story');
  });

  it('a question naming a year answers with that year’s value', () => {
    const chart = guideFor('world-population-1960-2024');
    const y2000 = pairs(chart.table, 'year', 'population').find((p) => p.x === 2000)!;
    const { message } = answerChartQuestion(chart, 'What was it in 2000?', null);
    expect(message).toContain(`${formatNumber(y2000.y)} people`);
    expect(answerChartQuestion(chart, 'and in 1900?', null).message).toMatch(/no value for 1900/);
  });

  it('"Connect graph to data story" uses the big question and a sentence with real numbers', () => {
    const chart = guideFor('forest-area-share-2023-by-country');
    const { message } = answerChartQuestion(
      chart,
      'Connect graph to data story',
      'Where are forests disappearing?',
    );
    expect(message).toContain('"Where are forests disappearing?"');
    expect(message).toContain(`${formatNumber(chart.facts.compared[0]!.value)}% of land area`);
  });

  it('the video-script description is 2-3 sentences with the data’s numbers', () => {
    const script = chartDescriptionScript(guideFor('global-temperature-anomaly-1880-2023')).message;
    expect(script.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
    expect(script).toContain('1.17 °C');
  });

  it('rounds for reading without changing the number', () => {
    expect(formatNumber(1.17)).toBe('1.17');
    expect(formatNumber(315.98)).toBe('316');
    expect(formatNumber(12345.6)).toBe('12,346');
    expect(formatNumber(7_951_000_000)).toBe('7.95 billion');
    expect(formatNumber(-0.004)).toBe('-0.004');
  });

  it('infers the plotted columns of a table without a specification', () => {
    const table: DataTable = {
      columns: [
        { name: 'country', title: 'Country', unit: null },
        { name: 'year', title: 'Year', unit: null },
        { name: 'value', title: 'Value', unit: '%' },
      ],
      rows: [
        ['A', 2000, 10],
        ['A', 2010, 30],
        ['B', 2000, 50],
        ['B', 2010, 40],
      ],
    };
    const roles = inferRoles(table)!;
    expect(roles).toMatchObject({ x: 'year', y: 'value', series: 'country', xKind: 'year' });
    const facts = chartFacts(table, roles)!;
    expect(facts.series.map((s) => [s.series, s.change])).toEqual([
      ['A', 20],
      ['B', -10],
    ]);
  });
});
