import { useFeedbackPanel } from '../feedback';
import { usePhoneSheet } from './editorLayout';
import { useEditorUi } from './editorUi';

/**
 * Shows the "Make a chart" tab (docs/product/chart-builder.md): beside the slide, or in the
 * phone's sheet, in place of the feedback panel. The builder takes the data it was asked to open
 * from its own request store.
 */
export function openMakeChartTab(): void {
  useEditorUi.getState().setTab('makeChart');
  usePhoneSheet.getState().setSheet('tools');
  useFeedbackPanel.getState().setOpen(false);
}
