import type { SpeechVoiceInfo, SpeechVoiceName } from '@dsb/core';

/** One spoken text: a 16-bit PCM WAV and its length. */
export type Narration = { wav: Buffer; durationSeconds: number };

/**
 * Speech behind one interface: Flite offline today (fliteNarrator.ts); a cloud adapter can take
 * its place by speaking the same voice names. Implementations keep CPU work off the main thread.
 */
export interface Narrator {
  /** Names the engine and its version, so cached audio of another engine is never reused. */
  readonly engine: string;
  /** For the voice dialog: what engine the voices come from. */
  readonly engineLabel: string;
  voices(): SpeechVoiceInfo[];
  /** Speaks text (already checked to be non-empty and within limits) in one of the voices. */
  narrate(text: string, voice: SpeechVoiceName): Promise<Narration>;
  close(): Promise<void>;
}

/** The narrator could not take more work now (its queue is full). */
export class NarratorBusyError extends Error {}
