import type { EspeakVoiceName, SpeechVoiceInfo } from '@dsb/core';
import { EngineProcess, type EngineProcessOptions } from '../workers/engineProcess';
import { narrateInPieces } from './engineNarration';
import type { EspeakRequest } from './espeakEngine';
import { ESPEAK_VOICES, listEspeakVoices } from './espeakVoices';
import type { Narration, NarrationProgress, Narrator } from './narrator';
import type { PcmAudio } from './wav';

const NARRATION_RATE = 16_000;

export type EspeakNarratorOptions = Pick<
  EngineProcessOptions,
  'maxQueued' | 'timeoutMs' | 'idleExitMs' | 'onCrash'
>;

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
    this.process = new EngineProcess({
      name: 'speech-espeak',
      bundleName: 'espeakEngine',
      sourceUrl: new URL('./espeakEngine.ts', import.meta.url),
      callerUrl: import.meta.url,
      maxQueued: options.maxQueued ?? 64,
      timeoutMs: options.timeoutMs ?? 120_000,
      // An idle engine gives back its memory (the voice data is 24 MB, the process ~110 MB).
      idleExitMs: options.idleExitMs ?? 60_000,
      maxHeapMb: 256,
      onCrash: options.onCrash,
    });
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
    const request = (piece: string) => ({ text: piece, settings, sampleRate: NARRATION_RATE });
    return narrateInPieces(this.process, text, request, onProgress);
  }

  close(): Promise<void> {
    return this.process.close();
  }
}
