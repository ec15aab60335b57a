import type { CanvasObject } from '@dsb/core';

/** What placing needs of the editor: running its actions by name. */
export interface ActionRunner {
  run<Args>(name: string, args?: Args): Promise<boolean>;
}

/**
 * Puts a pupil's chart on the slide through the editor's actions, each one undo step:
 * 'addObjects' for a new chart, 'replaceSelection' for "Update chart" (the selected chart is
 * replaced in its place in the stacking order). Resolves to whether the action ran.
 */
export function placeChart(
  editor: ActionRunner,
  object: CanvasObject,
  mode: 'insert' | 'update',
): Promise<boolean> {
  return editor.run(mode === 'update' ? 'replaceSelection' : 'addObjects', [object]);
}
