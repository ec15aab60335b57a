import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatList } from '../../i18n';
import { peopleOf, storyStore, usePresence } from '../stories';
import { editorMessages } from './messages';

/** How long after the last keystroke a pupil stops counting as typing. */
const TYPING_IDLE_MS = 2000;

/** Says who else is typing in this slide's script ("Ben is typing..."), for live editing. */
export function TypingNotice({ slideId }: { slideId: string | null }) {
  const typing = peopleOf(usePresence()).filter((m) => slideId && m.typing === slideId);
  const names = typing.map((m) => m.user.name);
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? editorMessages.script.typingOne({ name: names[0] })
        : editorMessages.script.typingMany({ names: formatList(names, 'conjunction') });
  return (
    <Text size="xs" c="dimmed" aria-live="polite" data-testid="typing-notice" mih={18}>
      {text}
    </Text>
  );
}

/** Announces this pupil as typing in the slide's script until they pause; returns the call. */
export function useAnnounceTyping(slideId: string | null): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = () => storyStore.getState().live?.presence.set({ typing: null });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      storyStore.getState().live?.presence.set({ typing: null });
    },
    [slideId],
  );
  return () => {
    const live = storyStore.getState().live;
    if (!live || !slideId) return;
    if (!timer.current) live.presence.set({ typing: slideId });
    else clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      stop();
    }, TYPING_IDLE_MS);
  };
}
