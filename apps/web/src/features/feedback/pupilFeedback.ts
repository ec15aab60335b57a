import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type RefObject } from 'react';
import { create } from 'zustand';
import { useStory } from '../stories';
import type { StoryFeedback } from '@dsb/core';
import { feedbackKeys, fetchHandin, fetchStoryFeedback } from './api';
import {
  NO_FEEDBACK,
  handInState,
  placeThreads,
  threadComments,
  waitingNow,
  type HandInState,
} from './feedbackModel';

/** While a hand-in waits, how often the pupil's screen asks whether it was returned. */
const WAITING_POLL_MS = 20_000;

/** GET /api/stories/{id}/feedback for the story open here (nothing without a story). */
export function useStoryFeedback(storyId: string | null) {
  return useQuery({
    queryKey: feedbackKeys.story(storyId ?? ''),
    queryFn: () => fetchStoryFeedback(storyId!),
    enabled: Boolean(storyId),
    refetchInterval: (query) =>
      query.state.data?.handin?.status === 'waiting' ? WAITING_POLL_MS : false,
    retry: 1,
  });
}

/** The snapshot of a hand-in (the slides the teacher commented on). */
export function useHandin(handinId: string | null) {
  return useQuery({
    queryKey: feedbackKeys.handin(handinId ?? ''),
    queryFn: () => fetchHandin(handinId!),
    enabled: Boolean(handinId),
    staleTime: Infinity, // a hand-in never changes once made
    retry: 1,
  });
}

/**
 * Where the open story stands: waiting when the server says so, or when it closed live editing
 * because the story was just handed in (4423; docs/product/group-work.md), say from another tab
 * or by a group member. The latter asks the server again, so the banner has its version and date.
 */
export function useHandInState(storyId: string | null): HandInState {
  const feedback = useStoryFeedback(storyId);
  const closedAsHandedIn = useStory((s) => s.liveEnded === 'handedIn' && s.story?._id === storyId);
  const client = useQueryClient();
  useEffect(() => {
    if (!closedAsHandedIn || !storyId) return;
    // Waiting from now on (the read-only page closes the story, so the signal goes), until the
    // server's answer replaces this with the hand-in itself.
    const key = feedbackKeys.story(storyId);
    client.setQueryData<StoryFeedback>(key, (old) => old && waitingNow(old));
    void client.invalidateQueries({ queryKey: key });
  }, [closedAsHandedIn, storyId, client]);
  const state = handInState(feedback.data);
  if (state.kind !== 'waiting' && closedAsHandedIn)
    return handInState(waitingNow(feedback.data ?? NO_FEEDBACK));
  return state;
}

/** A sentence to show selected in the script box (`key` makes each request new). */
export type SentenceHighlight = { slideId: string; start: number; end: number; key: number };

interface FeedbackPanelState {
  open: boolean;
  /** The comment last chosen from a marker or the list (its card is scrolled to). */
  activeId: string | null;
  highlight: SentenceHighlight | null;
  /** The hand-in dialog is open (kept here: it outlives a header swapped for the phone's). */
  handingIn: boolean;
  setHandingIn: (open: boolean) => void;
  setOpen: (open: boolean) => void;
  choose: (commentId: string | null) => void;
  showSentence: (target: Omit<SentenceHighlight, 'key'>) => void;
}

/** The editor's feedback panel and what it points at on the slide and in the script. */
export const useFeedbackPanel = create<FeedbackPanelState>()((set) => ({
  open: false,
  activeId: null,
  highlight: null,
  handingIn: false,
  setHandingIn: (handingIn) => set({ handingIn }),
  setOpen: (open) => set(open ? { open } : { open, activeId: null }),
  choose: (activeId) => set({ activeId, open: true }),
  showSentence: (target) => set({ highlight: { ...target, key: Date.now() } }),
}));

/** The returned feedback pinned in the story as it is now (empty before any return). */
export function usePlacedFeedback(storyId: string | null) {
  const feedback = useStoryFeedback(storyId);
  const handin = useHandin(feedback.data?.returned?.id ?? null);
  const slides = useStory((s) => s.story?.slides);
  const placed = useMemo(() => {
    const now = (slides ?? []).map((slide) => ({ id: slide.id, script: slide.script }));
    const threads = threadComments(feedback.data?.comments ?? []);
    return placeThreads(threads, handin.data?.slides ?? null, now);
  }, [feedback.data, handin.data, slides]);
  return { feedback: feedback.data ?? null, placed, slides: slides ?? [] };
}

/**
 * The script box's side of "show the sentence": when the feedback panel asks for a sentence of
 * this slide, the box takes focus with the sentence selected (so it shows highlighted), once.
 * Returns whether a request waits for this slide (a hidden script box then shows itself).
 */
export function useSentenceHighlight(
  field: RefObject<HTMLTextAreaElement | null>,
  slideId: string | null,
  scriptLength: number,
): boolean {
  const highlight = useFeedbackPanel((s) => s.highlight);
  const waiting = highlight !== null && highlight.slideId === slideId;
  useEffect(() => {
    const element = field.current;
    if (!waiting || !element || !highlight) return;
    element.focus();
    element.setSelectionRange(
      Math.min(highlight.start, scriptLength),
      Math.min(highlight.end, scriptLength),
    );
    useFeedbackPanel.setState({ highlight: null });
  });
  return waiting;
}
