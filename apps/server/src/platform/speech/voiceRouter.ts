import {
  ESPEAK_VOICE_NAMES,
  type EspeakVoiceName,
  type FliteVoiceName,
  type SpeechVoiceInfo,
  type SpeechVoiceName,
} from '@dsb/core';
import type { Narration, NarrationProgress, Narrator } from './narrator';

const ESPEAK = new Set<string>(ESPEAK_VOICE_NAMES);
const isEspeakVoice = (voice: SpeechVoiceName): voice is EspeakVoiceName => ESPEAK.has(voice);

/**
 * Every voice name behind one narrator: the English names to Flite, the language names to eSpeak
 * NG (docs/product/speech.md). Each engine keeps its own process, started on first use.
 */
export class VoiceRouter implements Narrator {
  readonly engineLabel = 'Flite and eSpeak NG (offline, on this server)';

  constructor(
    private readonly flite: Narrator<FliteVoiceName>,
    private readonly espeak: Narrator<EspeakVoiceName>,
  ) {}

  voices(): SpeechVoiceInfo[] {
    return [...this.flite.voices(), ...this.espeak.voices()];
  }

  engineOf(voice: SpeechVoiceName): string {
    return isEspeakVoice(voice) ? this.espeak.engineOf(voice) : this.flite.engineOf(voice);
  }

  narrate(
    text: string,
    voice: SpeechVoiceName,
    onProgress?: NarrationProgress,
  ): Promise<Narration> {
    return isEspeakVoice(voice)
      ? this.espeak.narrate(text, voice, onProgress)
      : this.flite.narrate(text, voice, onProgress);
  }

  async release(): Promise<void> {
    await Promise.all([this.flite.release(), this.espeak.release()]);
  }

  async close(): Promise<void> {
    await Promise.all([this.flite.close(), this.espeak.close()]);
  }
}
