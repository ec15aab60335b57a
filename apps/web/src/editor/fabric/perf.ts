import type { Canvas } from 'fabric';

/** Marked by the page when the student picks another slide; the switch is measured from it. */
export const SLIDE_SWITCH_MARK = 'dsb:slide-switch';

/**
 * Performance entries for the slide-switch budget (100 objects < 150 ms, docs/performance.md): 'dsb:slide-load' from the load's start, and 'dsb:slide-switch' from the pick, to the first
 * render of the new slide. Measured by benchmarks, never asserted in tests.
 */
export function measureWhenRendered(canvas: Canvas, started: number): void {
  canvas.once('after:render', () => {
    performance.measure('dsb:slide-load', { start: started, end: performance.now() });
    if (performance.getEntriesByName(SLIDE_SWITCH_MARK, 'mark').length === 0) return;
    performance.measure('dsb:slide-switch', SLIDE_SWITCH_MARK);
    performance.clearMarks(SLIDE_SWITCH_MARK);
  });
}
