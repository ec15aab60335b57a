import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { STORY_MESSAGES } from '@dsb/core';
import { serverText } from '../../lib/serverText/serverText';
import { showToast } from '../../ui/toast';
import { storyStore } from '../stories';
import { useEditor } from './EditorContext';

/**
 * Leaves the editor for another page of the story (the grid, research mode). Leaving requires a
 * successful save (docs/product/editor.md), or, offline, the changes kept on this device; otherwise
 * the student is told 'Failed to save the story. Please try again.' and stays. Resolves to whether
 * it left.
 */
export function useLeaveEditor() {
  const editor = useEditor();
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      editor.flush();
      const state = storyStore.getState();
      // Offline, changes kept on this device go along (they are saved when the connection is back).
      if (state.story && !(await state.save()) && !storyStore.getState().keptOnDevice) {
        showToast(serverText(STORY_MESSAGES.saveFailed), 'error');
        return false;
      }
      void navigate(to);
      return true;
    },
    [editor, navigate],
  );
}
