import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { STORY_MESSAGES } from '@dsb/core';
import { showToast } from '../../ui/toast';
import { storyStore } from '../stories';
import { useEditor } from './EditorContext';

/**
 * Leaves the editor for another page of the story (the grid, research mode). Leaving requires a
 * successful save (docs/product/editor.md); otherwise the student is told 'Failed to save the
 * story. Please try again.' and stays. Resolves to whether it left.
 */
export function useLeaveEditor() {
  const editor = useEditor();
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      editor.flush();
      const state = storyStore.getState();
      if (state.story && !(await state.save())) {
        if (!storyStore.getState().conflict) showToast(STORY_MESSAGES.saveFailed, 'error');
        return false;
      }
      void navigate(to);
      return true;
    },
    [editor, navigate],
  );
}
