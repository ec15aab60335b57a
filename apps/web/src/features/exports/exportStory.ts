import type { SpeechVoiceName } from '@dsb/core';
import { storyStore } from '../stories';
import type { ExportSlide } from './exportRules';

/** A slide as the exports read it, with its images' alt text for the deck. */
export type ExportStorySlide = ExportSlide & { images: ReadonlyArray<{ alt?: string }> };

/** The open story as it was when an export was chosen (later edits do not change the export). */
export interface ExportStory {
  /** Changes with every snapshot, so a modal opened again starts afresh. */
  key: number;
  storyId: string | null;
  title: string;
  /** The story's narration voice (kept with the story), null when none was chosen. */
  voice: SpeechVoiceName | null;
  slides: ExportStorySlide[];
}

let snapshots = 0;

/** Takes the snapshot from the app's story store; null when no story is open. */
export function snapshotOpenStory(): ExportStory | null {
  const { story } = storyStore.getState();
  if (!story) return null;
  snapshots += 1;
  return {
    key: snapshots,
    storyId: story._id ?? null,
    title: story.title,
    voice: story.voice ?? null,
    slides: story.slides.map((slide) => ({
      title: slide.title,
      script: slide.script,
      canvasState: slide.canvasState,
      images: slide.images,
    })),
  };
}
