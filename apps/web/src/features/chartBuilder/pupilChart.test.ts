import { describe, expect, it } from 'vitest';
import { defaultChartSettings, toChartData } from '@dsb/core/charts';
import { pupilChartMetadata, pupilChartOf, type PupilChart } from './pupilChart';

const chart: PupilChart = {
  chartSpec: { mark: 'bar' },
  chartData: toChartData(['Country', 'Value'], [['A', '1']]),
  chartSource: { kind: 'typed', label: 'My survey', url: null, evidenceId: null },
  chartSettings: defaultChartSettings('Country', 'Value'),
  altText: 'Bar chart.',
};

describe('pupilChartOf', () => {
  it('reads the payload back from an object and from its stored JSON', () => {
    const object = { type: 'group', metadata: pupilChartMetadata(chart) };
    expect(pupilChartOf(object)).toEqual(chart);
    expect(pupilChartOf(JSON.parse(JSON.stringify(object)))).toEqual(chart);
  });

  it('is null for other objects and for a damaged payload', () => {
    expect(pupilChartOf({ type: 'image', metadata: { source: 'evidence' } })).toBeNull();
    expect(pupilChartOf(null)).toBeNull();
    const damaged = { ...pupilChartMetadata(chart), chartData: { columns: [], rows: [] } };
    expect(pupilChartOf({ type: 'group', metadata: damaged })).toBeNull();
    const noSource = { ...pupilChartMetadata(chart), chartSource: { kind: 'x' } };
    expect(pupilChartOf({ type: 'group', metadata: noSource })).toBeNull();
  });
});
