import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { storyStore, useStory } from '../stories';
import { gridPath, parseSlideParam, planSlide } from './slideParams';

export interface EditorStory {
  storyId: string | null;
  /** The valid slide index from the address (null while redirecting). */
  slideIndex: number | null;
  /** The story is loaded and the slide at the index exists. */
  ready: boolean;
  /** Switches to another slide of the story (the address changes; the canvas follows). */
  goToSlide: (index: number) => void;
}

/**
 * The editor's story and slide from /tool?slide={index}&story={id} (docs/product/editor.md): loads
 * the story from ?story=, else the open story; goes to the grid when there is neither, when loading
 * fails or when the slide is not a non-negative whole number; writes the story id into the address;
 * and creates a missing slide as 'Slide N'.
 */
export function useEditorStory(): EditorStory {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const storyParam = params.get('story');
  const slideIndex = parseSlideParam(params.get('slide'));

  const setAddress = useCallback(
    (storyId: string, slide: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('slide', String(slide));
          next.set('story', storyId);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Runs for a new story address, or when the slide turns valid or invalid (not on every switch:
  // moving between slides must not fetch the story again).
  const open = useEffectEvent((param: string | null) => {
    const state = storyStore.getState();
    const id = param ?? state.story?._id ?? null;
    if (!id || slideIndex === null) {
      void navigate(gridPath(id), { replace: true });
      return;
    }
    if (!param) {
      setAddress(id, slideIndex);
      return; // runs again with the id in the address
    }
    void state.loadStory(id).then((result) => {
      // Only a real failure leaves: a superseded load means a newer one is under way.
      if (result === 'failed' && storyStore.getState().story?._id !== id)
        void navigate(gridPath(id), { replace: true });
    });
  });
  const slideValid = slideIndex !== null;
  useEffect(() => open(storyParam), [storyParam, slideValid]);

  const loadedId = useStory((s) => (s.loadStatus === 'ready' ? (s.story?._id ?? null) : null));
  const slideCount = useStory((s) => s.story?.slides.length ?? 0);
  const loaded = storyParam !== null && loadedId === storyParam;

  // A missing slide is created. An index further out first moves the address to
  // the end, so exactly one slide is added whatever order the updates render in.
  const ensureSlide = useEffectEvent((index: number, count: number) => {
    const plan = planSlide(index, count);
    if (plan.index !== index) setAddress(storyParam!, plan.index);
    else if (plan.kind === 'create') storyStore.getState().addSlide();
  });
  useEffect(() => {
    if (loaded && slideIndex !== null) ensureSlide(slideIndex, slideCount);
  }, [loaded, slideIndex, slideCount]);

  // Another member moved the slide on screen (live editing): the address follows it, so the pupil
  // stays on their slide rather than finding another one under their hands.
  const slideIds = useStory((s) => s.story?.slides.map((slide) => slide.id).join(' ') ?? '');
  const shownId = useRef<string | null>(null);
  const follow = useEffectEvent((ids: string[]) => {
    const id = shownId.current;
    const moved = id && slideIndex !== null && ids[slideIndex] !== id ? ids.indexOf(id) : -1;
    if (moved >= 0 && storyParam) setAddress(storyParam, moved);
    else shownId.current = slideIndex === null ? null : (ids[slideIndex] ?? null);
  });
  useEffect(() => follow(slideIds.split(' ')), [slideIds]);
  useEffect(() => {
    shownId.current = slideIndex === null ? null : (slideIds.split(' ')[slideIndex] ?? null);
    // Only a move of the address itself sets the slide on screen; a change of slides follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slideIndex, loaded]);

  const goToSlide = useCallback(
    (index: number) => {
      if (storyParam) setAddress(storyParam, index);
    },
    [setAddress, storyParam],
  );

  return {
    storyId: storyParam,
    slideIndex,
    ready: loaded && slideIndex !== null && slideIndex < slideCount,
    goToSlide,
  };
}
