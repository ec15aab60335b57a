import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EditorStatus, FabricEditor } from '../../editor/fabric';

export const EditorInstance = createContext<FabricEditor | null>(null);

/** The page's canvas editor (inside EditorPage). */
export function useEditor(): FabricEditor {
  const editor = useContext(EditorInstance);
  if (!editor) throw new Error('useEditor is used outside the slide editor');
  return editor;
}

/**
 * A slice of the canvas status; re-renders only when that slice changes. The selector must
 * return a value that stays identical while nothing changed (a field, not a new object).
 */
export function useEditorStatus<T>(selector: (status: EditorStatus) => T): T {
  const editor = useEditor();
  return useSyncExternalStore(editor.status.subscribe, () => selector(editor.status.get()));
}
