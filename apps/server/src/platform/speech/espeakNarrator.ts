import type { EspeakVoiceName, SpeechVoiceInfo } from '@dsb/core';
import type { EngineProcess } from '../workers/engineProcess';
import { narrateInPieces, narrationEngine, type NarrationEngineOptions } from './engineNarration';
import type { EspeakRequest } from './espeakEngine';
import { ESPEAK_VOICES, listEspeakVoices } from './espeakVoices';
import type { Narration, NarrationProgress, Narrator } from './narrator';
import { NARRATION_SAMPLE_RATE, type PcmAudio } from './wav';

export type EspeakNarratorOptions = NarrationEngineOptions;

/**
 * eSpeak NG in a child process of its own, like Flite (decision 0037, decision 0047): one piece
 * at a time, so the two engines together take at most two processes' worth of CPU and a fault of
 * one ends only its own process.
 */
export class EspeakNarrator implements Narrator<EspeakVoiceName> {
  /** The package and its version: a new version's audio is never mixed with cached audio. */
  readonly engine = 'espeak-ng-emscripten-0.3.5';
  readonly engineLabel = 'eSpeak NG (offline, on this server)';
  readonly process: EngineProcess<EspeakRequest, PcmAudio>;

  constructor(options: EspeakNarratorOptions = {}) {
    this.process = narrationEngine(
      {
        name: 'speech-espeak',
        bundleName: 'espeakEngine',
        sourceUrl: new URL('./espeakEngine.ts', import.meta.url),
        callerUrl: import.meta.url,
      },
      options,
    );
  }

  voices(): SpeechVoiceInfo[] {
    return listEspeakVoices();
  }

  engineOf(): string {
    return this.engine;
  }

  narrate(
    text: string,
    voice: EspeakVoiceName,
    onProgress?: NarrationProgress,
  ): Promise<Narration> {
    const settings = ESPEAK_VOICES[voice].espeak;
    // Resampled to Flite's 16 kHz, the one rate of Speak's audio and the video's track.
    const request = (piece: string) => ({
      text: piece,
      settings,
      sampleRate: NARRATION_SAMPLE_RATE,
    });
    return narrateInPieces(this.process, text, request, onProgress);
  }

  release(): Promise<void> {
    return this.process.release();
  }

  close(): Promise<void> {
    return this.process.close();
  }
}
