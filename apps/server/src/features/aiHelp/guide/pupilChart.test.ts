import { describe, expect, it } from 'vitest';
import {
  compileChart,
  defaultChartSettings,
  toChartData,
  type AiChartContext,
  type ChartSettings,
} from '@dsb/core/charts';
import { answerChartQuestion } from './chartTutor';
import { pupilGuideChart, settingsFromSpec } from './pupilChart';
import { chartContext } from '../modelPrompt';
import { formatNumber } from './format';

/** Rainfall per year for three towns, with values that are not in order (a true maximum to find). */
function rainfall() {
  const rows: string[][] = [];
  const towns = ['Leeds', 'York', 'Hull'];
  for (let year = 2001; year <= 2020; year++) {
    towns.forEach((town, i) => {
      const value = 600 + ((year * 37 + i * 101) % 97) * 3.5 + i * 20;
      rows.push([String(year), town, String(value)]);
    });
  }
  return { rows, data: toChartData(['Year', 'Town', 'Rainfall (mm)'], rows) };
}

const settingsFor = (extra: Partial<ChartSettings> = {}): ChartSettings => ({
  ...defaultChartSettings('Year', 'Rainfall (mm)'),
  type: 'line',
  color: 'Town',
  title: 'Rainfall in three towns',
  ...extra,
});

function context(settings: ChartSettings, withSettings = true): AiChartContext {
  const { data } = rainfall();
  return {
    chartSpec: compileChart(settings, data, { width: 600, height: 400 }),
    chartData: data,
    chartSource: { kind: 'upload', label: '', url: null, evidenceId: null },
    ...(withSettings ? { chartSettings: settings } : {}),
    altText: 'Line chart of rainfall.',
  };
}

/** The test's own reading of the rows: (year, value) per town. */
function townPoints(town: string) {
  return rainfall()
    .rows.filter((row) => row[1] === town)
    .map((row) => ({ x: Number(row[0]), y: Number(row[2]) }));
}

describe('the offline guide on a chart the pupil made', () => {
  it('states first, last, highest and lowest per series exactly as the rows say', () => {
    const chart = pupilGuideChart(context(settingsFor()));
    expect(chart.facts?.kind).toBe('trend');
    expect(chart.facts!.series.map((s) => s.series)).toEqual(['Leeds', 'York', 'Hull']);
    for (const s of chart.facts!.series) {
      const points = townPoints(s.series!);
      const max = points.reduce((a, b) => (b.y > a.y ? b : a));
      const min = points.reduce((a, b) => (b.y < a.y ? b : a));
      expect(s.first).toEqual(points[0]);
      expect(s.last).toEqual(points.at(-1));
      expect(s.highest).toEqual(max);
      expect(s.lowest).toEqual(min);
      expect(s.count).toBe(points.length);
    }
    expect(chart.label).toBe('Rainfall in three towns');
    expect(chart.sourceLabel).toBe('My data');
    expect(chart.facts!.roles.unit).toBe('mm');
  });

  it('names the real maximum when asked for the highest value', () => {
    const chart = pupilGuideChart(context(settingsFor()));
    const answer = answerChartQuestion(chart, 'What is the highest value?', null);
    const leeds = townPoints('Leeds').reduce((a, b) => (b.y > a.y ? b : a));
    expect(answer.message).toContain(`Leeds: highest ${formatNumber(leeds.y)} mm in ${leeds.x}`);
  });

  it('follows the filters: only the years and towns the chart plots', () => {
    const settings = settingsFor({
      filters: [
        { kind: 'pick', column: 'Town', values: ['York'] },
        { kind: 'range', column: 'Year', from: 2010, to: 2015 },
      ],
    });
    const chart = pupilGuideChart(context(settings));
    const york = townPoints('York').filter((p) => p.x >= 2010 && p.x <= 2015);
    const [s] = chart.facts!.series;
    expect(chart.facts!.series).toHaveLength(1);
    expect(s!.first).toEqual(york[0]);
    expect(s!.last).toEqual(york.at(-1));
    expect(s!.highest.y).toBe(Math.max(...york.map((p) => p.y)));
  });

  it('reads the plotted columns off the specification when no settings are sent', () => {
    const settings = settingsFor();
    const fromSpec = settingsFromSpec(context(settings).chartSpec, rainfall().data);
    expect(fromSpec).toMatchObject({
      x: 'Year',
      y: ['Rainfall (mm)'],
      color: 'Town',
      type: 'line',
    });
    const chart = pupilGuideChart(context(settings, false));
    expect(chart.facts!.series).toHaveLength(3);
    expect(chart.label).toBe('Rainfall in three towns');
  });

  it('gives a model a summary and facts, never tens of thousands of rows', () => {
    const rows: string[][] = [];
    for (let i = 0; i < 20_000; i++) rows.push([String(1000 + (i % 1000)), `S${i % 20}`, `${i}`]);
    const data = toChartData(['Year', 'Station', 'Reading'], rows);
    const settings = {
      ...defaultChartSettings('Year', 'Reading'),
      type: 'line' as const,
      color: 'Station',
    };
    const chart = pupilGuideChart({
      chartSpec: {},
      chartData: data,
      chartSource: { kind: 'typed', label: '', url: null, evidenceId: null },
      chartSettings: settings,
    });
    const text = chartContext(chart);
    expect(text).toContain("The pupil's data have 20,000 rows");
    expect(text).not.toContain('Data table (CSV)');
    expect(text.length).toBeLessThan(20_000);
    expect(chart.facts!.series[0]!.highest.y).toBe(19_980);
  });
});
