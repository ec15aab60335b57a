/**
 * The speech state machine behind useSpeech (idle, then speaking once the engine has
 * started; Stop cancels). It wraps a SpeechSynthesis-like engine so it can be tested without a
 * browser, and it knows nothing of React.
 */
import { narrationVoices, speechProblem, type VoiceLike } from './voices';

export type SpeechStatus = 'idle' | 'speaking';

/** What the controller needs of window.speechSynthesis. */
export interface SynthLike<V extends VoiceLike, U> {
  getVoices(): V[];
  speak(utterance: U): void;
  cancel(): void;
  addEventListener(type: 'voiceschanged', listener: () => void): void;
  removeEventListener(type: 'voiceschanged', listener: () => void): void;
}

export interface UtteranceEvents {
  onStart: () => void;
  /** Called on end and on error (a cancel reports 'interrupted' or 'canceled' as an error). */
  onEnd: () => void;
}

/** Builds an utterance of `text` in `voice` that reports to `events`. */
export type UtteranceFactory<V extends VoiceLike, U> = (
  text: string,
  voice: V,
  events: UtteranceEvents,
) => U;

export interface SpeechSnapshot<V extends VoiceLike> {
  status: SpeechStatus;
  /** Voices of the narrated languages in display order (they may arrive late: 'voiceschanged'). */
  voices: V[];
}

export type SpeakResult = { ok: true } | { ok: false; problem: string };

export class SpeechController<V extends VoiceLike, U> {
  private snapshot: SpeechSnapshot<V> = { status: 'idle', voices: [] };
  private readonly listeners = new Set<() => void>();
  // The utterance now queued or speaking; events of older (cancelled) ones are ignored.
  // Holding it also keeps Chrome from collecting it before 'end' fires.
  private current: U | null = null;

  constructor(
    private readonly synth: SynthLike<V, U>,
    private readonly createUtterance: UtteranceFactory<V, U>,
  ) {}

  getSnapshot = (): SpeechSnapshot<V> => this.snapshot;

  /** Listens for changes; the first listener connects to the engine's voice list. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      this.synth.addEventListener('voiceschanged', this.refreshVoices);
      this.refreshVoices(); // also asks Chrome to start loading them
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0)
        this.synth.removeEventListener('voiceschanged', this.refreshVoices);
    };
  };

  /** Speaks `text` in `voice`, replacing anything being spoken; refuses blank text or no voice. */
  speak(text: string, voice: V | null | undefined): SpeakResult {
    const problem = speechProblem(text, voice);
    if (problem || !voice) return { ok: false, problem: problem ?? '' };
    this.stop();
    const utterance: U = this.createUtterance(text, voice, {
      onStart: () => {
        if (this.current === utterance) this.setStatus('speaking');
      },
      onEnd: () => {
        if (this.current !== utterance) return;
        this.current = null;
        this.setStatus('idle');
      },
    });
    this.current = utterance;
    this.synth.speak(utterance);
    return { ok: true };
  }

  /** Cancels whatever is queued or speaking (also clears a stuck engine queue). */
  stop(): void {
    this.current = null;
    this.synth.cancel();
    this.setStatus('idle');
  }

  /** On unmount: stops only speech this controller started, so other speech is left alone. */
  release(): void {
    if (this.current !== null || this.snapshot.status !== 'idle') this.stop();
  }

  private refreshVoices = () => {
    const voices = narrationVoices(this.synth.getVoices());
    const same =
      voices.length === this.snapshot.voices.length &&
      voices.every((voice, i) => voice === this.snapshot.voices[i]);
    if (!same) this.update({ voices });
  };

  private setStatus(status: SpeechStatus) {
    if (status !== this.snapshot.status) this.update({ status });
  }

  private update(change: Partial<SpeechSnapshot<V>>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
