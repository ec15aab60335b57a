import type { ChartData, ChartSettings, ChartSource, SavedChart } from '@dsb/core/charts';
import { apiFetch, errorMessage } from '../../lib/http';
import { storyStore } from '../stories';
import { keptData } from './builderState';
import { CHART_BUILDER_UI as UI } from './messages';

/**
 * "Save to my evidence" (docs/product/chart-builder.md, "Saved evidence, the library and the AI
 * tutor"): the chart goes to the story's Saved evidence through POST /api/stories/{id}/saved-charts,
 * and the open story's list takes the saved item at once.
 */
export interface ChartToSave {
  chartData: ChartData;
  chartSource: ChartSource;
  chartSettings: ChartSettings;
  altText: string;
}

/**
 * The request's body. Only the rows the filters keep are sent: the server draws and keeps only
 * those (its table is what the picture shows), and a large file stays within the body's limit.
 */
export function savedChartBody(chart: ChartToSave) {
  return {
    chartData: keptData(chart.chartSettings, chart.chartData, false),
    chartSource: chart.chartSource,
    chartSettings: chart.chartSettings,
    altText: chart.altText.trim(),
  };
}

type Entry = { _id: string } & Record<string, unknown>;

/**
 * The list with the saved chart at its end, where the server put it; unchanged when it is there
 * already (the shared document may have brought it first).
 */
export function withSavedChart(list: readonly Entry[], chart: SavedChart): Entry[] | null {
  if (list.some((entry) => entry._id === chart._id)) return null;
  return [...list, chart];
}

/** What saving needs of the story store (the app's, or a test's). */
export interface SavedEvidenceStore {
  getState(): {
    story: { _id?: string; savedEvidence: Entry[] } | null;
    setSavedEvidence(items: Entry[]): void;
  };
}

export type SaveChartResult = { ok: true; chart: SavedChart } | { ok: false; message: string };

/**
 * Saves the chart to the story's evidence. The server's answer is merged into the open story (the
 * same story only), so its list shows the chart now and the story's next save keeps it.
 */
export async function saveChartToEvidence(
  storyId: string,
  chart: ChartToSave,
  store: SavedEvidenceStore = storyStore,
): Promise<SaveChartResult> {
  try {
    const answer = await apiFetch<{ chart: SavedChart; version: number }>(
      `/api/stories/${encodeURIComponent(storyId)}/saved-charts`,
      { method: 'POST', json: savedChartBody(chart) },
      UI.saveFailed(),
    );
    const state = store.getState();
    if (state.story?._id === storyId) {
      const next = withSavedChart(state.story.savedEvidence, answer.chart);
      if (next) state.setSavedEvidence(next);
    }
    return { ok: true, chart: answer.chart };
  } catch (error) {
    return { ok: false, message: errorMessage(error, UI.saveFailed()) };
  }
}
