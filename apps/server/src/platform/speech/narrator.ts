import type { SpeechVoiceInfo, SpeechVoiceName } from '@dsb/core';

/** One spoken text: a 16-bit PCM WAV and its length. */
export type Narration = { wav: Buffer; durationSeconds: number };

/** Told after each piece of a long text is spoken: pieces done, pieces in all. */
export type NarrationProgress = (done: number, total: number) => void;

/**
 * Speech behind one interface: Flite for the English names (fliteNarrator.ts), eSpeak NG for the
 * other languages (espeakNarrator.ts), both offline and joined by voiceRouter.ts; a cloud adapter
 * can take their place by speaking the same voice names. Implementations keep CPU work out of the
 * server's process, or at least off its main thread.
 */
export interface Narrator<Voice extends SpeechVoiceName = SpeechVoiceName> {
  /** For the voice dialog: what engine the voices come from. */
  readonly engineLabel: string;
  voices(): SpeechVoiceInfo[];
  /**
   * Names the engine (and its version) that speaks `voice`, so cached audio of another engine is
   * never reused for it.
   */
  engineOf(voice: Voice): string;
  /** Speaks text (already checked to be non-empty and within limits) in one of the voices. */
  narrate(text: string, voice: Voice, onProgress?: NarrationProgress): Promise<Narration>;
  /** Gives back the engine's memory now if it is idle; the next text starts it again. */
  release(): Promise<void>;
  close(): Promise<void>;
}

/** The narrator could not take more work now (its queue is full). */
export class NarratorBusyError extends Error {}

/**
 * The speech engine stopped while speaking this text. The engine has been started again for other
 * texts; the same text is not tried again automatically (it may be what stopped the engine).
 */
export class NarratorFailedError extends Error {}
