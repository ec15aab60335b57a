import { useState } from 'react';
import type { ChartData } from '@dsb/core/charts';
import type { Box, ObjectEntry } from '../../editor/model';
import { pupilChartOf } from './pupilChart';
import { keptData, type BuilderState } from './builderState';
import { chartObjectJson } from './chartObject';
import { renderChart } from './chartRender';
import { CHART_BUILDER_UI as UI } from './messages';
import { placeChart, type ActionRunner } from './placeChart';
import type { SelectionSource } from './useChartDoubleClick';

/** What the builder needs of the editor. */
export interface BuilderEditor extends ActionRunner, SelectionSource {
  getSelectionBox(): Box | null;
  announce(message: string): void;
  /** The editor's status, read for the object list (which object is selected). */
  status: {
    subscribe(listener: () => void): () => void;
    get(): { objects: readonly ObjectEntry[] };
  };
}

/**
 * The most a chart object may weigh in the story (its data, specification and drawing as JSON
 * characters): a story is saved whole, up to 2 MB, so one chart keeps room for the rest.
 */
export const MAX_CHART_OBJECT_CHARS = 1_200_000;

/** Puts the builder's chart on the slide, or in place of the selected chart. */
export function useChartPlacing(editor: BuilderEditor) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const place = async (
    state: BuilderState,
    data: ChartData,
    altText: string,
    mode: 'insert' | 'update',
    targetId?: string,
  ): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const started = performance.now();
    try {
      const { settings, source } = state;
      const { spec, svg } = await renderChart(settings, data);
      // An update replaces the chart it was opened from, keeping its id (others editing the slide
      // see it changed, not replaced); with anything else selected, the chart is added.
      const [target, ...others] = editor.getSelection();
      const onChart =
        !!target &&
        others.length === 0 &&
        pupilChartOf(target) !== null &&
        (!targetId || target.oid === targetId);
      const box = mode === 'update' && onChart ? editor.getSelectionBox() : null;
      const chart = {
        chartSpec: spec,
        chartData: data,
        chartSource: source,
        chartSettings: settings,
        altText,
      };
      const place = box ? { ...box, oid: targetId ?? target?.oid } : undefined;
      let object = await chartObjectJson(svg, chart, place);
      if (JSON.stringify(object).length > MAX_CHART_OBJECT_CHARS) {
        // Too much to keep whole: keep the rows the chart shows.
        const shown = { ...chart, chartData: keptData(settings, data, false) };
        object = await chartObjectJson(svg, shown, place);
      }
      if (JSON.stringify(object).length > MAX_CHART_OBJECT_CHARS) {
        setError(UI.tooBigForSlide());
        return false;
      }
      const done = await placeChart(editor, object, box ? 'update' : 'insert');
      if (!done) {
        setError(UI.insertFailed());
        return false;
      }
      performance.measure('chart-insert', { start: started });
      editor.announce(box ? UI.updated() : UI.inserted());
      return true;
    } catch (failure) {
      console.error('Placing the chart failed', failure);
      setError(UI.insertFailed());
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { place, busy, error };
}
