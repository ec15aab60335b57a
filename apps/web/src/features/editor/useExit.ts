import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../ui/toast';
import { storyStore } from '../stories';
import { useEditor } from './EditorContext';
import { exitStory } from './exitFlow';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Exit Story (docs/product/editor.md): `exiting` shows 'Exiting...'; repeated clicks are ignored.
 */
export function useExitStory() {
  const editor = useEditor();
  const navigate = useNavigate();
  const [exiting, setExiting] = useState(false);
  const running = useRef(false);

  const exit = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setExiting(true);
    try {
      const left = await exitStory({
        flush: () => editor.flush(),
        state: () => {
          const s = storyStore.getState();
          return { isDirty: s.isDirty, hasId: Boolean(s.story?._id) };
        },
        save: () => storyStore.getState().save(),
        toast: (message, type, duration) => showToast(message, type, duration),
        wait,
        reset: () => storyStore.getState().reset(),
        goHome: () => void navigate('/', { replace: true }),
      });
      if (left) return;
    } catch (error) {
      console.error('Exiting the story failed', error);
    }
    running.current = false;
    setExiting(false);
  }, [editor, navigate]);

  return { exiting, exit };
}
