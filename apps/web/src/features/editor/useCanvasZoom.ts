import { useEffect, type RefObject } from 'react';
import type { FabricEditor } from '../../editor/fabric';
import { fitZoom, type FitInset } from './editorLayout';
import { PinchGesture, type Point } from './pinchGesture';

/** Sets the canvas zoom to `zoom` (the editor only multiplies, so divide by the current one). */
export function zoomTo(editor: FabricEditor, zoom: number): void {
  const current = editor.status.get().zoom;
  if (Math.abs(current - zoom) >= 0.001) editor.zoom(zoom / current);
}

/**
 * While `fit` is on (phones and tablets), the slide is zoomed to fit its scroll area whenever
 * that area changes size: a sheet opening, the script docking, the phone turning.
 */
export function useFitZoom(
  area: RefObject<HTMLElement | null>,
  editor: FabricEditor,
  fit: boolean,
  inset: FitInset,
): void {
  const { x, y } = inset;
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    if (!fit) {
      editor.setHomeZoom(1);
      zoomTo(editor, 1);
      return;
    }
    const refit = () => {
      const fitted = fitZoom(element.clientWidth, element.clientHeight, { x, y });
      editor.setHomeZoom(fitted);
      zoomTo(editor, fitted);
    };
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [area, editor, fit, x, y]);
}

const at = (event: PointerEvent): Point => ({ x: event.clientX, y: event.clientY });

/**
 * Pinch to zoom and two-finger pan over the canvas area. Fabric follows only the first finger,
 * so while two are down their moves are kept from it (the object under the first finger stays
 * put); the slide point between the fingers stays under them as the zoom changes.
 */
export function usePinchZoom(
  area: RefObject<HTMLElement | null>,
  slide: RefObject<HTMLElement | null>,
  editor: FabricEditor,
): void {
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const pinch = new PinchGesture();

    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      if (pinch.down(event.pointerId, at(event), editor.status.get().zoom)) {
        event.stopPropagation();
      }
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      const step = pinch.move(event.pointerId, at(event));
      if (!pinch.active) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      if (!step) return;
      const before = slide.current?.getBoundingClientRect();
      const zoomBefore = editor.status.get().zoom;
      zoomTo(editor, step.zoom);
      const after = slide.current?.getBoundingClientRect();
      if (!before || !after) return;
      // Keep the slide point under the fingers where it was, then follow the fingers' pan.
      const ratio = editor.status.get().zoom / zoomBefore;
      const wantedLeft = step.mid.x - (step.mid.x - step.pan.x - before.left) * ratio;
      const wantedTop = step.mid.y - (step.mid.y - step.pan.y - before.top) * ratio;
      element.scrollLeft += after.left - wantedLeft;
      element.scrollTop += after.top - wantedTop;
    };
    const onUp = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      const wasPinching = pinch.up(event.pointerId);
      // The second finger's lift is not Fabric's business; the first finger's ends its press.
      if (wasPinching && !event.isPrimary) event.stopImmediatePropagation();
    };

    element.addEventListener('pointerdown', onDown, { capture: true });
    window.addEventListener('pointermove', onMove, { capture: true, passive: false });
    window.addEventListener('pointerup', onUp, { capture: true });
    window.addEventListener('pointercancel', onUp, { capture: true });
    return () => {
      element.removeEventListener('pointerdown', onDown, { capture: true });
      window.removeEventListener('pointermove', onMove, { capture: true });
      window.removeEventListener('pointerup', onUp, { capture: true });
      window.removeEventListener('pointercancel', onUp, { capture: true });
    };
  }, [area, slide, editor]);
}
