import { EngineBusyError, EngineCrashedError, type EngineProcess } from '../workers/engineProcess';
import {
  NarratorBusyError,
  NarratorFailedError,
  type Narration,
  type NarrationProgress,
} from './narrator';
import { speechChunks } from './speechChunks';
import { encodeWav, type PcmAudio } from './wav';

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
  const sampleRate = pieces[0]?.sampleRate ?? 16_000;
  const samples = new Int16Array(pieces.reduce((sum, piece) => sum + piece.samples.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece.samples, offset);
    offset += piece.samples.length;
  }
  return { sampleRate, channels: 1, samples };
}
