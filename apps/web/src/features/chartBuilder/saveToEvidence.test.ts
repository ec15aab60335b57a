import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultChartSettings, toChartData, type SavedChart } from '@dsb/core/charts';
import { saveChartToEvidence, savedChartBody, type SavedEvidenceStore } from './saveToEvidence';

const data = toChartData(
  ['Country', 'Year', 'Life expectancy'],
  [
    ['Japan', '2000', '81'],
    ['India', '2000', '62'],
    ['Japan', '2010', '83'],
  ],
);
const [country, year, years] = data.columns.map((c) => c.name) as [string, string, string];
const chart = {
  chartData: data,
  chartSource: { kind: 'typed' as const, label: 'Typed by the pupil', url: null, evidenceId: null },
  chartSettings: {
    ...defaultChartSettings(year, years),
    filters: [{ kind: 'pick' as const, column: country, values: ['Japan'] }],
  },
  altText: '  Life expectancy in Japan.  ',
};
const saved = {
  _id: 'pupil-chart-1',
  kind: 'pupil-chart',
  label: 'Chart',
} as unknown as SavedChart;

function fakeStore(storyId: string, savedEvidence: Array<{ _id: string }>) {
  const state = {
    story: { _id: storyId, savedEvidence },
    setSavedEvidence: vi.fn((items: Array<{ _id: string }>) => {
      state.story = { ...state.story, savedEvidence: items };
    }),
  };
  return { state, store: { getState: () => state } as SavedEvidenceStore };
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('Save to my evidence', () => {
  it('sends only the rows the filters keep, with the alt text trimmed', () => {
    const body = savedChartBody(chart);
    expect(body.chartData.rows).toEqual([
      ['Japan', 2000, 81],
      ['Japan', 2010, 83],
    ]);
    expect(body.altText).toBe('Life expectancy in Japan.');
  });

  it('merges the saved chart into the open story’s list, once', async () => {
    const fetch = answer(201, { chart: saved, version: 4 });
    const { state, store } = fakeStore('s1', [{ _id: 'ev-1' }]);
    const result = await saveChartToEvidence('s1', chart, store);
    expect(result).toEqual({ ok: true, chart: saved });
    expect(fetch).toHaveBeenCalledWith(
      '/api/stories/s1/saved-charts',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(state.story.savedEvidence.map((e) => e._id)).toEqual(['ev-1', 'pupil-chart-1']);
    // The shared document brought it first: nothing is written twice.
    await saveChartToEvidence('s1', chart, store);
    expect(state.setSavedEvidence).toHaveBeenCalledTimes(1);
  });

  it('leaves another open story alone', async () => {
    answer(201, { chart: saved, version: 4 });
    const { state, store } = fakeStore('other', []);
    expect((await saveChartToEvidence('s1', chart, store)).ok).toBe(true);
    expect(state.setSavedEvidence).not.toHaveBeenCalled();
  });

  it('passes on the server’s reason when it refuses, and changes nothing', async () => {
    answer(400, { error: 'Your saved evidence is full (100 items).' });
    const { state, store } = fakeStore('s1', []);
    expect(await saveChartToEvidence('s1', chart, store)).toEqual({
      ok: false,
      message: 'Your saved evidence is full (100 items).',
    });
    expect(state.setSavedEvidence).not.toHaveBeenCalled();
  });

  it('says it failed when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { store } = fakeStore('s1', []);
    const result = await saveChartToEvidence('s1', chart, store);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/could not be saved/) });
  });
});
