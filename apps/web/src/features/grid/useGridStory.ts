import { useCallback, useEffect, useEffectEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { STORY_MESSAGES } from '@dsb/core';
import { serverText } from '../../lib/serverText/serverText';
import { showToast } from '../../ui/toast';
import { storyStore } from '../stories';

/** Where 'My Stories' goes: the home shell with the My Data Stories menu. */
export const MY_STORIES_PATH = '/?menu=stories';

/**
 * Keeps the grid's story and the address in step (the URL keeps story={id}).
 * With ?story= that story is loaded. Without it the grid starts a new story, except when the
 * story in memory has unsaved changes: then it stays and its id goes into the address.
 */
export function useGridStory() {
  const [params, setParams] = useSearchParams();
  const storyParam = params.get('story');

  const setStoryParam = useCallback(
    (id: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('story', id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const sync = useEffectEvent((id: string | null) => {
    const state = storyStore.getState();
    if (id) void state.loadStory(id);
    else if (state.story?._id && state.isDirty) setStoryParam(state.story._id);
    else if (state.story) state.reset();
  });
  useEffect(() => sync(storyParam), [storyParam]);

  return { storyParam, setStoryParam };
}

/**
 * Leaving the story requires a successful save (docs/product/slide-grid.md); otherwise the student
 * is told and stays. Resolves true when it navigated.
 */
export function useLeaveStory() {
  const navigate = useNavigate();
  return useCallback(
    async (to: string, options: { reset?: boolean } = {}) => {
      const state = storyStore.getState();
      if (state.story && !(await state.save())) {
        showToast(serverText(STORY_MESSAGES.saveFailed), 'error');
        return false;
      }
      if (options.reset) storyStore.getState().reset();
      void navigate(to);
      return true;
    },
    [navigate],
  );
}
