import { create } from 'zustand';
import {
  drawReducer,
  initialDrawState,
  leaveDrawTab,
  type DrawEvent,
  type DrawState,
} from '../../editor/model';
import { editorMessages } from './messages';

/**
 * The left menu's tool tabs (docs/product/editor.md); Agent holds the slide assistant, "Make a
 * chart" the chart builder (docs/product/chart-builder.md). Headlines
 * shows only while the 'Enable Headlines Feature' setting is on (LeftMenu).
 */
export const TOOL_TABS = [
  'charts',
  'makeChart',
  'headlines',
  'text',
  'images',
  'shapes',
  'draw',
  'agent',
] as const;
export type ToolTab = (typeof TOOL_TABS)[number];

/** A tool tab's label in the interface language (read at render: it follows a language switch). */
export const toolTabLabel = (tab: ToolTab): string => editorMessages.tabs[tab]();

interface EditorUiState {
  tab: ToolTab;
  scriptOpen: boolean;
  draw: DrawState;
  setTab: (tab: ToolTab) => void;
  toggleScript: () => void;
  drawEvent: (event: DrawEvent) => void;
  reset: () => void;
}

/** The editor's UI state (React only; the canvas's own state stays in Fabric). */
export const useEditorUi = create<EditorUiState>()((set) => ({
  tab: 'charts',
  scriptOpen: true,
  draw: initialDrawState,
  // Leaving the Draw tab turns drawing off.
  setTab: (tab) =>
    set((state) => ({ tab, draw: tab === 'draw' ? state.draw : leaveDrawTab(state.draw) })),
  toggleScript: () => set((state) => ({ scriptOpen: !state.scriptOpen })),
  drawEvent: (event) => set((state) => ({ draw: drawReducer(state.draw, event) })),
  reset: () => set({ tab: 'charts', scriptOpen: true, draw: initialDrawState }),
}));
