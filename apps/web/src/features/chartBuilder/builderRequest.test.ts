import { describe, expect, it } from 'vitest';
import { toChartData } from '@dsb/core/charts';
import { requestFromEvidence, requestFromObject } from './builderRequest';
import { builderReducer, dataOf, insertProblem, startState } from './builderState';
import { pupilChartMetadata } from './pupilChart';

const evidence = {
  _id: 'ev-7',
  label: 'Life expectancy in five countries',
  sourceURL: 'https://data.example.org/le',
  dataTable: {
    columns: [
      { name: 'country', title: 'Country or group', unit: null },
      { name: 'year', title: 'Year', unit: null },
      { name: 'le', title: 'Life expectancy at birth', unit: 'years' },
    ],
    rows: [
      ['Japan', 2000, 81.1],
      ['India', 2000, 62.5],
    ],
  },
};

describe('opening the builder', () => {
  it('takes a library chart’s table with each unit in its heading, as an evidence source', () => {
    const request = requestFromEvidence(evidence)!;
    expect(request.header).toEqual([
      'Country or group',
      'Year',
      'Life expectancy at birth (years)',
    ]);
    expect(request.source).toEqual({
      kind: 'evidence',
      label: 'Life expectancy in five countries',
      url: 'https://data.example.org/le',
      evidenceId: 'ev-7',
    });
    expect(requestFromEvidence({ ...evidence, dataTable: null })).toBeNull();
  });

  it('fills the source line from where the library chart’s numbers come from', () => {
    const withSource = { ...evidence, sourceLabel: ' World Bank, World Development Indicators ' };
    const request = requestFromEvidence(withSource)!;
    expect(request.sourceLine).toBe('Source: World Bank, World Development Indicators');
    const state = startState(
      { header: request.header, rows: request.rows },
      request.source,
      request.sourceLine,
    );
    expect(state.settings.sourceLine).toBe('Source: World Bank, World Development Indicators');
    // Emptied, it stops the chart from being inserted.
    const emptied = builderReducer(state, { type: 'patch', patch: { sourceLine: ' ' } });
    expect(insertProblem(emptied)).toMatch(/source line must say where the numbers come from/);
    // A chart without a source's name is named itself.
    expect(requestFromEvidence(evidence)!.sourceLine).toBe(
      'Source: Life expectancy in five countries',
    );
  });

  it('reopens a chart with the same column names, types and settings, aimed at that chart', () => {
    const request = requestFromEvidence(evidence)!;
    const state = startState({ header: request.header, rows: request.rows }, request.source);
    const data = dataOf(state);
    const object = {
      type: 'Group',
      oid: 'o-42',
      metadata: pupilChartMetadata({
        chartSpec: {},
        chartData: data,
        chartSource: state.source,
        chartSettings: state.settings,
        altText: 'Line chart.',
      }),
    };
    const again = requestFromObject(object)!;
    expect(again).toMatchObject({ mode: 'update', targetId: 'o-42', settings: state.settings });
    const reopened = toChartData(again.header, again.rows, again.types);
    expect(reopened).toEqual(data);
    expect(requestFromObject({ type: 'rect' })).toBeNull();
  });
});
