import { useMediaQuery } from '@mantine/hooks';
import { create } from 'zustand';
import { CANVAS } from '../../editor/model';

/**
 * The editor's three layouts (issue #18 item 5):
 * - phone (under 768 px wide, or under 560 px high): condensed header, the canvas fitted to the
 *   screen, and the tools, script and assistant in a sheet opened from a tab bar; on a screen
 *   wider than high (a phone turned, a laptop at 200% zoom) the tab bar and the sheet stand on
 *   the left, since height is what the slide lacks;
 * - tablet (768-1199 px): tool tabs and panel on the left, the canvas fitted, the script and
 *   the object list docked under it;
 * - desktop (1200 px and up): panels on both sides of the canvas at 100% (docs/product/editor.md).
 *   1200 px is where 84 (menu) + 232 (panel) + 208 (objects) + 264 (script) + 375 (canvas) +
 *   padding fit.
 */
export type EditorLayout = 'phone' | 'tablet' | 'desktop';

// Mantine's sm and lg breakpoints (48em, 75em); read at once so the first render is the right one.
const PHONE = '(max-width: 47.99em), (max-height: 34.99em)';
const TABLET = '(max-width: 74.99em)';
const LANDSCAPE = '(min-aspect-ratio: 5/4)';

export function useEditorLayout(): EditorLayout {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const tablet = useMediaQuery(TABLET, false, { getInitialValueInEffect: false });
  return phone ? 'phone' : tablet ? 'tablet' : 'desktop';
}

/** The phone layout on a screen wider than high: tab bar and sheet at the side. */
export function useLandscape(): boolean {
  return useMediaQuery(LANDSCAPE, false, { getInitialValueInEffect: false });
}

/** Space kept free around the fitted slide: left plus right, and top plus bottom. */
export interface FitInset {
  x: number;
  y: number;
}

/**
 * The zoom at which the whole slide fits a `width` x `height` area less `inset`, never above
 * 100% (a fitted slide only ever shrinks).
 */
export function fitZoom(width: number, height: number, inset: FitInset): number {
  const room = Math.min((width - inset.x) / CANVAS.width, (height - inset.y) / CANVAS.height);
  if (!Number.isFinite(room) || room <= 0) return 1;
  return Math.min(1, Math.floor(room * 1000) / 1000);
}

/** What the phone's bottom sheet shows: the tool panel, the script, or nothing (closed). */
export type PhoneSheet = 'tools' | 'script' | null;

interface PhoneSheetState {
  sheet: PhoneSheet;
  setSheet: (sheet: PhoneSheet) => void;
}

/** The phone layout's sheet; closed when the editor opens, so the slide has the whole screen. */
export const usePhoneSheet = create<PhoneSheetState>()((set) => ({
  sheet: null,
  setSheet: (sheet) => set({ sheet }),
}));
