import { useCallback, useMemo } from 'react';
import { showToast } from '../../ui/toast';
import { useStory } from '../stories';
import { evidenceMessages } from './messages';
import { activeStory, toggleSavedEvidence } from './savedActions';
import { readSavedEvidence, type EvidenceLike, type SavedEvidence } from './savedEvidence';

export type SavedEvidenceApi = {
  /** The active story's saved charts (empty without a story). */
  saved: SavedEvidence[];
  /** Whether there is a story to save to; `reason` says why not. */
  canSave: boolean;
  reason: string | null;
  isSaved: (id: string) => boolean;
  /** Saves or removes the item and says so in a toast. */
  toggle: (item: EvidenceLike) => void;
};

/** The saved evidence of the story the panel works for (docs/product/evidence.md). */
export function useSavedEvidence(storyId?: string | null): SavedEvidenceApi {
  const entries = useStory((s) => activeStory(s.story, storyId)?.savedEvidence ?? null);
  const saved = useMemo(() => (entries ? readSavedEvidence(entries) : []), [entries]);
  const ids = useMemo(() => new Set(saved.map((e) => e._id)), [saved]);
  const isSaved = useCallback((id: string) => ids.has(id), [ids]);
  const toggle = useCallback(
    (item: EvidenceLike) => {
      const outcome = toggleSavedEvidence(item, storyId);
      if (!outcome.ok) showToast(outcome.reason, 'warning');
      else {
        const { saved, removed } = evidenceMessages.saving;
        showToast(outcome.saved ? saved() : removed(), 'success');
      }
    },
    [storyId],
  );
  return {
    saved,
    canSave: entries !== null,
    reason: entries === null ? evidenceMessages.saving.noStory() : null,
    isSaved,
    toggle,
  };
}
