import { describe, expect, it } from 'vitest';
import { toChartData } from './chartData';
import { defaultChartSettings, type ChartSettings } from './chartSettings';
import { compileChart } from './compileChart';
import { SERIES_FIELD } from './plottedRows';

type Layer = {
  mark: { type: string; align?: string; dx?: number };
  data?: { values: Record<string, unknown>[] };
  encoding?: Record<string, { field?: string; sort?: unknown }>;
};

const votes = toChartData(
  ['Year', 'Country', 'Votes'],
  [
    ['2000', 'A', '12'],
    ['2000', 'B', '7'],
    ['2010', 'A', '4'],
    ['2010', 'B', '9'],
  ],
);

function pointLayers(settings: Partial<ChartSettings>): Layer[] {
  const spec = compileChart(
    {
      ...defaultChartSettings('Year', 'Votes'),
      annotations: [{ kind: 'point', x: 2010, y: null, label: 'Mine' }],
      ...settings,
    },
    votes,
    { width: 300, height: 200 },
  );
  return (spec.layer as Layer[]).filter((layer) => layer.data?.values[0]?.label === 'Mine');
}

describe('a labelled point on bars', () => {
  it('sits on its series’ bar among bars side by side, through the bars’ own xOffset', () => {
    const [point, label] = pointLayers({ type: 'bar', color: 'Country' });
    expect(point!.encoding!.xOffset).toEqual({ field: SERIES_FIELD, sort: ['A', 'B'] });
    expect(point!.data!.values[0]).toMatchObject({ [SERIES_FIELD]: 'A', Year: 2010 });
    expect(label!.encoding!.xOffset).toEqual(point!.encoding!.xOffset);
    // The label is centred over the bar, not started beside it.
    expect(label!.mark).toMatchObject({ type: 'text', align: 'center', dx: 0 });
  });

  it('sits on the band itself for one series and on stacked bars', () => {
    for (const settings of [
      { type: 'bar' as const },
      { type: 'stacked-bar' as const, color: 'Country' },
    ]) {
      const [point, label] = pointLayers(settings);
      expect(point!.encoding!.xOffset).toBeUndefined();
      expect(label!.mark.align).toBe('center');
    }
  });

  it('keeps its label beside the point on a line', () => {
    const [point, label] = pointLayers({ type: 'line', color: 'Country' });
    expect(point!.encoding!.xOffset).toBeUndefined();
    expect(label!.mark).toMatchObject({ align: 'left', dx: 6 });
  });
});
