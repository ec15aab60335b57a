import {
  EngineBusyError,
  EngineCrashedError,
  EngineProcess,
  type EngineProcessOptions,
} from '../workers/engineProcess';
import {
  NarratorBusyError,
  NarratorFailedError,
  type Narration,
  type NarrationProgress,
} from './narrator';
import { speechChunks } from './speechChunks';
import { NARRATION_SAMPLE_RATE, encodeWav, type PcmAudio } from './wav';

/** What a narrator's owner may set of its engine process; the rest is the same for every engine. */
export type NarrationEngineOptions = Pick<
  EngineProcessOptions,
  'maxQueued' | 'timeoutMs' | 'idleExitMs' | 'onCrash'
>;

/**
 * A speech engine in a child process of its own (decision 0037): pieces queue and are spoken one
 * at a time, so an engine never takes more than one core, and its fault ends only its process.
 */
export function narrationEngine<Request>(
  engine: Pick<EngineProcessOptions, 'name' | 'bundleName' | 'sourceUrl' | 'callerUrl'>,
  options: NarrationEngineOptions,
): EngineProcess<Request, PcmAudio> {
  return new EngineProcess({
    ...engine,
    maxQueued: options.maxQueued ?? 64,
    // One piece is at most a few seconds of work; two minutes means the engine is stuck.
    timeoutMs: options.timeoutMs ?? 120_000,
    // An idle engine gives back its memory (Flite ~50 MB, eSpeak NG ~110 MB with its voice data).
    idleExitMs: options.idleExitMs ?? 60_000,
    maxHeapMb: 256,
    // Each piece leaves its audio (and for Flite a whole WebAssembly instance) behind.
    collectAfterEachRequest: true,
    onCrash: options.onCrash,
  });
}

/**
 * A text spoken by an engine process a few sentences at a time (speechChunks.ts), the pieces
 * joined into one WAV: shared by the Flite and eSpeak NG narrators. A piece whose engine stopped
 * fails the text with NarratorFailedError; a full queue is NarratorBusyError.
 */
export async function narrateInPieces<Request>(
  engine: EngineProcess<Request, PcmAudio>,
  text: string,
  requestOf: (piece: string) => Request,
  onProgress?: NarrationProgress,
): Promise<Narration> {
  const pieces = speechChunks(text);
  const audio: PcmAudio[] = [];
  for (const [i, piece] of pieces.entries()) {
    let spoken: PcmAudio;
    try {
      spoken = await engine.run(requestOf(piece));
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

/** One mono track of the pieces in order (every piece comes from the same voice and rate). */
function joinAudio(pieces: PcmAudio[]): PcmAudio {
  const sampleRate = pieces[0]?.sampleRate ?? NARRATION_SAMPLE_RATE;
  const samples = new Int16Array(pieces.reduce((sum, piece) => sum + piece.samples.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece.samples, offset);
    offset += piece.samples.length;
  }
  return { sampleRate, channels: 1, samples };
}
