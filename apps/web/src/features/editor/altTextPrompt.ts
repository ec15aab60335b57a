import { create } from 'zustand';

/** A question for alt text, from a panel or from the paste flow (which has no React of its own). */
export interface AltTextRequest {
  title: string;
  /** The image, shown above the field. */
  preview?: string;
  /** What the field starts with. */
  initial: string;
  /** The save button's words: 'Add image', 'Save alt text'. */
  saveLabel: string;
  /** A chart's alt text comes from its evidence: empty is allowed without a reminder. */
  isChart?: boolean;
  onSave: (alt: string) => void;
  onCancel?: () => void;
}

interface AltTextPromptState {
  request: AltTextRequest | null;
  ask: (request: AltTextRequest) => void;
  close: () => void;
}

/** The open alt text question; AltTextDialog shows it. */
export const useAltTextPrompt = create<AltTextPromptState>((set) => ({
  request: null,
  ask: (request) => set({ request }),
  close: () => set({ request: null }),
}));

export const askForAltText = (request: AltTextRequest) => useAltTextPrompt.getState().ask(request);
