import { useEffect } from 'react';
import { requestFromObject, useChartBuilderRequest } from './builderRequest';

/** What the hook needs of the editor: the selection, with each object's metadata. */
export interface SelectionSource {
  getSelection(): readonly { metadata?: Readonly<Record<string, unknown>>; oid?: string }[];
}

/**
 * Double-clicking a pupil's chart on the slide reopens the builder with its settings and data
 * (docs/product/chart-builder.md): the first click selected it, so the selection is the chart.
 * `onOpen` shows the builder's tab. Listens on the slide's canvas element (`hostSelector`).
 */
export function useChartDoubleClick(
  editor: SelectionSource,
  onOpen: () => void,
  hostSelector = '[data-testid="slide-canvas"]',
) {
  useEffect(() => {
    const onDoubleClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(hostSelector)) return;
      const selection = editor.getSelection();
      const request = selection.length === 1 ? requestFromObject(selection[0]) : null;
      if (!request) return;
      useChartBuilderRequest.getState().open(request);
      onOpen();
    };
    document.addEventListener('dblclick', onDoubleClick);
    return () => document.removeEventListener('dblclick', onDoubleClick);
  }, [editor, onOpen, hostSelector]);
}
