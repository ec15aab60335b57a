import { describe, expect, it } from 'vitest';
import { aiChatRequestSchema, OBJECT_ID_KEY } from '@dsb/core';
import { compileChart, defaultChartSettings, plottedTable, toChartData } from '@dsb/core/charts';
import { pupilChartMetadata } from '../chartBuilder';
import {
  compactSlideContent,
  pupilChartChatKey,
  pupilChartContext,
  savedChartContext,
} from './pupilChartContext';

function chartObject(rowCount: number) {
  const rows = Array.from({ length: rowCount }, (_, i) => [
    String(1000 + (i % 1000)),
    `Place ${i % 50}`,
    String(i),
    'a note that the chart does not plot',
  ]);
  const chartData = toChartData(['Year', 'Place', 'Count', 'Notes'], rows);
  const chartSettings = {
    ...defaultChartSettings('Year', 'Count'),
    type: 'line' as const,
    color: 'Place',
  };
  const chartSpec = compileChart(chartSettings, chartData, { width: 600, height: 400 });
  const metadata = pupilChartMetadata({
    chartSpec,
    chartData,
    chartSettings,
    chartSource: { kind: 'upload', label: 'Bird survey', url: null, evidenceId: null },
    altText: 'A line chart.',
  });
  return { type: 'group', [OBJECT_ID_KEY]: 'o-1234', metadata };
}

describe("a pupil's chart for the AI tutor", () => {
  it('sends the plotted columns and the layout, not the inline rows', () => {
    const chart = pupilChartContext(chartObject(10))!;
    expect(chart.chartData.columns.map((c) => c.name)).toEqual(['Year', 'Place', 'Count']);
    expect(chart.chartData.rows[0]).toEqual([1000, 'Place 0', 0]);
    expect(chart.chartSpec.data).toBeUndefined();
    expect(chart.chartSpec.layer).toBeDefined();
    expect(chart.chartSource.label).toBe('Bird survey');
  });

  it("fits a chart at the builder's 50,000-row limit in a valid question", () => {
    const chart = pupilChartContext(chartObject(50_000))!;
    const body = { prompt: 'Help me understand the graph', context: { chart } };
    expect(aiChatRequestSchema.safeParse(body).success).toBe(true);
    expect(JSON.stringify(body).length).toBeLessThan(8 * 1024 * 1024);
  });

  it('keys a chat by the chart object, and leaves other objects alone', () => {
    expect(pupilChartChatKey(chartObject(3))).toBe('pupil-chart:o-1234');
    expect(pupilChartContext({ type: 'textbox', text: 'Hi' })).toBeNull();
    const [chart, text] = compactSlideContent([chartObject(5), { type: 'textbox' }]) as Array<{
      metadata?: { chartSpec: Record<string, unknown> };
    }>;
    expect(chart!.metadata!.chartSpec.data).toBeUndefined();
    expect(text).toEqual({ type: 'textbox' });
  });
});

describe('a chart the pupil saved to their evidence, for the tutor', () => {
  it('reads its stored table back as the same plotted rows, series and years', () => {
    const data = toChartData(
      ['Year', 'Place', 'Count'],
      [
        ['2001', 'A', '3'],
        ['2001', 'B', '5'],
        ['2002', 'A', '4'],
      ],
    );
    const settings = {
      ...defaultChartSettings('Year', 'Count'),
      color: 'Place',
      type: 'line' as const,
    };
    const dataTable = plottedTable(settings, data);
    const item = { _id: `pupil-chart-${'a'.repeat(36)}`, label: 'Counts', dataTable };
    const chart = savedChartContext(item)!;
    expect(chart.chartSettings).toMatchObject({ x: 'Year', y: ['Count'], color: 'Place' });
    expect(chart.chartData.columns[0]!.type).toBe('date');
    expect(plottedTable(chart.chartSettings!, chart.chartData).rows).toEqual(dataTable.rows);
    expect(savedChartContext({ ...item, _id: 'a-library-id' })).toBeNull();
  });
});
