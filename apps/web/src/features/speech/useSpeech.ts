import { speechVoiceSchema, type SpeechVoiceInfo, type SpeechVoiceName } from '@dsb/core';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { showToast } from '../../ui/toast';
import { ServerSpeechPlayer, type ServerSpeechStatus } from './serverSpeech';
import { fetchServerSpeech, useServerVoices } from './serverVoices';
import { SpeechController, type SpeechSnapshot, type UtteranceFactory } from './speechController';
import {
  SPEECH_MESSAGES,
  chooseSpeechVoice,
  serverVoiceName,
  speechProblem,
  storyVoiceId,
  writeStoredVoice,
  type VoiceChoice,
} from './voices';

type Controller = SpeechController<SpeechSynthesisVoice, SpeechSynthesisUtterance>;

/** The story's own voice, kept with the story (docs/product/speech.md, "Voices per story"). */
export interface StoryVoice {
  storyVoice?: SpeechVoiceName | null;
  onStoryVoice?: (voice: SpeechVoiceName) => void;
}

/** A voice Speak can use: one of the browser's, or one of the server's (issue #15 item 5). */
export type SpeechVoice = VoiceChoice<SpeechSynthesisVoice, SpeechVoiceInfo>;

export interface Speech {
  /** False when neither the browser nor the server can speak: the controls are disabled. */
  supported: boolean;
  /** 'loading' while a server voice fetches its audio. */
  status: ServerSpeechStatus;
  /** The browser's voices in the narrated languages, in display order. */
  voices: SpeechSynthesisVoice[];
  /** The server's voices (empty when the server cannot be asked). */
  serverVoices: SpeechVoiceInfo[];
  /** The voice Speak uses (remembered, else the browser's default, else the server's); may be none. */
  voice: SpeechVoice | undefined;
  /** Chooses and remembers a voice by its id (a voiceURI, or 'server:{name}'). */
  chooseVoice: (id: string) => void;
  /** Speaks `text` in `voice`; false (with a toast) when text is blank or no voice is chosen. */
  speak: (text: string, voice: SpeechVoice | undefined) => boolean;
  stop: () => void;
}

const browserUtterance: UtteranceFactory<SpeechSynthesisVoice, SpeechSynthesisUtterance> = (
  text,
  voice,
  { onStart, onEnd },
) => {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.onstart = onStart;
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  return utterance;
};

function createController(): Controller | null {
  if (typeof window === 'undefined' || !window.speechSynthesis) return null;
  if (typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return new SpeechController(window.speechSynthesis, browserUtterance);
}

function createServerPlayer(): ServerSpeechPlayer {
  return new ServerSpeechPlayer({
    fetchAudio: fetchServerSpeech,
    createAudio: () => new Audio(),
    createUrl: (blob) => URL.createObjectURL(blob),
    revokeUrl: (url) => URL.revokeObjectURL(url),
    onError: (message) => showToast(message, 'error'),
  });
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // reading localStorage itself throws when storage is blocked
  }
}

const UNSUPPORTED: SpeechSnapshot<SpeechSynthesisVoice> = { status: 'idle', voices: [] };
const noSubscribe = () => () => {};
const unsupportedSnapshot = () => UNSUPPORTED;

/**
 * Speech for a slide's script (docs/product/speech.md): the browser's speechSynthesis, and the
 * server's voices (POST /api/tts) when the browser has no English voice or the pupil picks one.
 * With a story open, the voice chosen is that story's: a server voice is kept with the story
 * (`onStoryVoice`), a browser voice is remembered in this browser (storyVoiceId).
 */
export function useSpeech(storyId: string | null = null, story: StoryVoice = {}): Speech {
  const { storyVoice = null, onStoryVoice } = story;
  const [controller] = useState(createController);
  const [player] = useState(createServerPlayer);
  const browser = useSyncExternalStore(
    controller?.subscribe ?? noSubscribe,
    controller?.getSnapshot ?? unsupportedSnapshot,
  );
  const serverStatus = useSyncExternalStore(player.subscribe, player.getSnapshot);
  const { voices: serverVoices } = useServerVoices();
  // Leaving the page must not leave the browser talking.
  useEffect(
    () => () => {
      controller?.release();
      player.stop();
    },
    [controller, player],
  );

  const [remembered, setRemembered] = useState(() => ({
    storyId,
    storyVoice,
    id: storyVoiceId(browserStorage(), storyId, storyVoice),
  }));
  // Another story opened in the same editor, or a co-author chose the story's voice: read again.
  if (remembered.storyId !== storyId || remembered.storyVoice !== storyVoice) {
    setRemembered({ storyId, storyVoice, id: storyVoiceId(browserStorage(), storyId, storyVoice) });
  }
  const rememberedId = remembered.id;
  const voice = useMemo(
    () => chooseSpeechVoice(browser.voices, serverVoices, rememberedId),
    [browser.voices, serverVoices, rememberedId],
  );

  const chooseVoice = useCallback(
    (id: string) => {
      writeStoredVoice(browserStorage(), id, storyId);
      setRemembered((current) => ({ ...current, id }));
      // The story keeps a server voice only, by the name core knows it by.
      const voice = speechVoiceSchema.safeParse(serverVoiceName(id));
      if (voice.success) onStoryVoice?.(voice.data);
    },
    [storyId, onStoryVoice],
  );

  const stop = useCallback(() => {
    controller?.stop();
    player.stop();
  }, [controller, player]);

  const speak = useCallback(
    (text: string, chosen: SpeechVoice | undefined) => {
      const problem = speechProblem(text, chosen);
      if (problem || !chosen) {
        showToast(problem ?? SPEECH_MESSAGES.noVoice(), 'warning');
        return false;
      }
      stop();
      if (chosen.kind === 'server') {
        player.speak(text, chosen.voice.name);
        return true;
      }
      if (!controller) {
        showToast(SPEECH_MESSAGES.unsupported(), 'warning');
        return false;
      }
      const result = controller.speak(text, chosen.voice);
      if (!result.ok) showToast(result.problem, 'warning');
      return result.ok;
    },
    [controller, player, stop],
  );

  const status: ServerSpeechStatus = serverStatus !== 'idle' ? serverStatus : browser.status;
  return {
    supported: controller !== null || serverVoices.length > 0,
    status,
    voices: browser.voices,
    serverVoices,
    voice,
    chooseVoice,
    speak,
    stop,
  };
}
