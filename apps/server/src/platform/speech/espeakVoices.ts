import { ESPEAK_VOICE_NAMES, type EspeakVoiceName, type SpeechVoiceInfo } from '@dsb/core';
import type { EspeakVoiceSettings } from './espeak';

type EspeakVoiceEntry = { lang: string; label: string; espeak: EspeakVoiceSettings };

/** A little slower than eSpeak's 175 words a minute: easier to follow in a classroom. */
const RATE = 160;

/**
 * The languages eSpeak NG speaks for the app, one voice each, each label saying honestly what it
 * is: the language, the engine, and that it runs offline (docs/product/speech.md). English stays
 * with Flite's voices, which sound more natural.
 */
export const ESPEAK_VOICES: Readonly<Record<EspeakVoiceName, EspeakVoiceEntry>> = {
  Spanish: {
    lang: 'es',
    label: 'Spanish · eSpeak NG (offline)',
    espeak: { voice: 'es', rate: RATE },
  },
  French: {
    lang: 'fr',
    label: 'French · eSpeak NG (offline)',
    espeak: { voice: 'fr', rate: RATE },
  },
  German: {
    lang: 'de',
    label: 'German · eSpeak NG (offline)',
    espeak: { voice: 'de', rate: RATE },
  },
  Portuguese: {
    lang: 'pt-BR',
    label: 'Portuguese (Brazil) · eSpeak NG (offline)',
    espeak: { voice: 'pt-br', rate: RATE },
  },
  Arabic: {
    lang: 'ar',
    label: 'Arabic · eSpeak NG (offline)',
    espeak: { voice: 'ar', rate: RATE },
  },
  Hindi: { lang: 'hi', label: 'Hindi · eSpeak NG (offline)', espeak: { voice: 'hi', rate: RATE } },
  Chinese: {
    lang: 'zh-CN',
    label: 'Chinese (Mandarin) · eSpeak NG (offline)',
    espeak: { voice: 'cmn', rate: RATE },
  },
};

/** The eSpeak NG voices as GET /api/tts/voices lists them, after Flite's. */
export function listEspeakVoices(): SpeechVoiceInfo[] {
  return ESPEAK_VOICE_NAMES.map((name) => ({
    name,
    lang: ESPEAK_VOICES[name].lang,
    label: ESPEAK_VOICES[name].label,
    engine: 'espeak-ng' as const,
    default: false,
  }));
}
