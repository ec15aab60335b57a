import { describe, expect, it } from 'vitest';
import { createDefaultRegistry, objectKind, objectName } from '../../editor/model';
import { fakeContext } from '../../editor/model/fakeContext';
import { placeChart } from './placeChart';

const chart = { type: 'group', left: 20, metadata: { source: 'pupilChart' } };

function editorWith(selection: { type: string }[]) {
  const ctx = fakeContext({ selection });
  const registry = createDefaultRegistry();
  return { ctx, editor: { run: <A>(name: string, args?: A) => registry.run(name, ctx, args) } };
}

describe('placing a pupil chart through the editor actions', () => {
  it('inserts a new chart as one undo step', async () => {
    const { ctx, editor } = editorWith([]);
    expect(await placeChart(editor, chart, 'insert')).toBe(true);
    expect(ctx.calls).toEqual([`addObjects:${JSON.stringify([[chart]])}`, 'captureHistory']);
  });

  it('updates the selected chart in place as one undo step, and only with one selected', async () => {
    const { ctx, editor } = editorWith([{ type: 'group' }]);
    expect(await placeChart(editor, chart, 'update')).toBe(true);
    expect(ctx.calls).toEqual([`replaceSelection:${JSON.stringify([[chart]])}`, 'captureHistory']);
    const none = editorWith([]);
    expect(await placeChart(none.editor, chart, 'update')).toBe(false);
    expect(none.ctx.calls).toEqual([]);
  });

  it('names a pupil chart a chart (alt text, data table), not a group', () => {
    expect(objectKind(chart)).toBe('chart');
    expect(objectKind({ ...chart, type: 'Group' })).toBe('chart'); // as Fabric 7 writes it
    expect(objectKind({ type: 'group' })).toBe('group');
    const titled = { chartSettings: { title: 'Votes' }, alt: 'Bar chart: Votes.' };
    expect(objectName({ ...chart, metadata: { ...chart.metadata, ...titled } })).toBe(
      'Chart: Votes',
    );
  });
});
