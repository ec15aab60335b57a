import { useEffect, useEffectEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseSlideParam } from '../editor';
import { storyStore } from '../stories';

/**
 * The research page's story (/researcher loads the story from ?story=; a failed load
 * goes to /grid). Without ?story= the open story's id is put in the address; with no story at
 * all the page works as plain 'Research Mode' (searching only, nothing to save to).
 */
export function useResearchStory(): { storyId: string | null; slide: number } {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const storyParam = params.get('story');
  const slide = parseSlideParam(params.get('slide')) ?? 0;

  const open = useEffectEvent((id: string | null) => {
    const state = storyStore.getState();
    if (!id) {
      const current = state.story?._id;
      if (current)
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set('story', current);
            return next;
          },
          { replace: true },
        );
      return;
    }
    void state.loadStory(id).then((result) => {
      if (result === 'failed' && storyStore.getState().story?._id !== id)
        void navigate('/grid', { replace: true });
    });
  });
  useEffect(() => open(storyParam), [storyParam]);

  return { storyId: storyParam, slide };
}
