import { type StoryDraft, storyStore, type StoryStore } from '../stories';
import { evidenceMessages } from './messages';
import { addSaved, isSaved, removeSaved, type EvidenceLike } from './savedEvidence';

/**
 * The placeholder story of research mode without a story (docs/product/evidence.md); the modal's
 * note names it in the interface language (detail.researchModeNote).
 */
export const RESEARCH_MODE_STORY = { _id: 'research-mode' } as const;

/**
 * The story saved evidence belongs to: the open story, and when the panel was given a story id,
 * only that story (never another one that happens to be open).
 */
export function activeStory(story: StoryDraft | null, storyId?: string | null): StoryDraft | null {
  if (!story) return null;
  if (storyId === RESEARCH_MODE_STORY._id) return null;
  if (storyId && story._id !== storyId) return null;
  return story;
}

export type SaveOutcome = { ok: true; saved: boolean } | { ok: false; reason: string };

/**
 * The bookmark: saves the item's snapshot to the story or
 * removes it. Refused without an evidence id or an active story. The story's own
 * save follows at once; by design, the toggle reports success either way, and the save
 * status in the header tells whether the story reached the server.
 */
export function toggleSavedEvidence(
  item: Partial<EvidenceLike> | null | undefined,
  storyId?: string | null,
  store: StoryStore = storyStore,
): SaveOutcome {
  if (!item?._id) return { ok: false, reason: evidenceMessages.saving.noId() };
  const state = store.getState();
  const story = activeStory(state.story, storyId);
  if (!story) return { ok: false, reason: evidenceMessages.saving.noStory() };
  const list = story.savedEvidence;
  const saving = !isSaved(list, item._id);
  state.setSavedEvidence(
    saving ? addSaved(list, item as EvidenceLike) : removeSaved(list, item._id),
  );
  if (story._id) void state.save(); // the save status shows how it goes
  return { ok: true, saved: saving };
}
