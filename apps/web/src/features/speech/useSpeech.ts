import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { showToast } from '../../ui/toast';
import { SpeechController, type SpeechSnapshot, type UtteranceFactory } from './speechController';
import { SPEECH_MESSAGES, chooseDefaultVoice, readStoredVoice, writeStoredVoice } from './voices';

type Controller = SpeechController<SpeechSynthesisVoice, SpeechSynthesisUtterance>;

export interface Speech {
  /** False when the browser has no speechSynthesis: the controls are disabled. */
  supported: boolean;
  status: SpeechSnapshot<SpeechSynthesisVoice>['status'];
  /** English voices in display order. */
  voices: SpeechSynthesisVoice[];
  /** The voice Speak uses (remembered, else the browser default, else the first); may be none. */
  voice: SpeechSynthesisVoice | undefined;
  /** Chooses and remembers a voice by its voiceURI. */
  chooseVoice: (voiceURI: string) => void;
  /** Speaks `text` in `voice`; false (with a toast) when text is blank or no voice is chosen. */
  speak: (text: string, voice: SpeechSynthesisVoice | undefined) => boolean;
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

/** Browser speech for a slide's script (window.speechSynthesis; spec 1 §4, §5). */
export function useSpeech(): Speech {
  const [controller] = useState(createController);
  const { status, voices } = useSyncExternalStore(
    controller?.subscribe ?? noSubscribe,
    controller?.getSnapshot ?? unsupportedSnapshot,
  );
  // Leaving the page must not leave the browser talking.
  useEffect(() => () => controller?.release(), [controller]);

  const [rememberedURI, setRememberedURI] = useState(() => readStoredVoice(browserStorage()));
  const voice = useMemo(() => chooseDefaultVoice(voices, rememberedURI), [voices, rememberedURI]);

  const chooseVoice = useCallback((voiceURI: string) => {
    writeStoredVoice(browserStorage(), voiceURI);
    setRememberedURI(voiceURI);
  }, []);

  const speak = useCallback(
    (text: string, chosen: SpeechSynthesisVoice | undefined) => {
      if (!controller) {
        showToast(SPEECH_MESSAGES.unsupported, 'warning');
        return false;
      }
      const result = controller.speak(text, chosen);
      if (!result.ok) showToast(result.problem, 'warning');
      return result.ok;
    },
    [controller],
  );
  const stop = useCallback(() => controller?.stop(), [controller]);

  return { supported: controller !== null, status, voices, voice, chooseVoice, speak, stop };
}
