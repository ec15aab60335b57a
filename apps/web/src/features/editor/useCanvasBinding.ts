import { useEffect, useLayoutEffect, useState } from 'react';
import { storyStore, useStory } from '../stories';
import { useEditorUi } from './editorUi';
import { StoryCanvasBinding } from './storyBinding';

/** The page's canvas editor, bound to the story and to the slide in the address. */
export function useCanvasBinding(ready: boolean, slideIndex: number | null): StoryCanvasBinding {
  const [binding] = useState(() => new StoryCanvasBinding(storyStore));
  const slideId = useStory((s) =>
    ready && slideIndex !== null ? (s.story?.slides[slideIndex]?.id ?? null) : null,
  );

  // A layout effect starts loading before the browser paints the new address (no frame lost).
  useLayoutEffect(() => binding.show(slideId), [binding, slideId]);
  useEffect(() => binding.watch(), [binding]);

  const draw = useEditorUi((s) => s.draw);
  useEffect(() => binding.editor.setDrawState(draw), [binding, draw]);

  return binding;
}
