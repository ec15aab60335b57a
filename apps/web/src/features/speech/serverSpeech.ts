/**
 * Speaking through the server (issue #15 item 5): when the browser has no English voice, or the
 * pupil picks one of the server's voices, Speak plays POST /api/tts audio. The player is a small
 * state machine over injected fetch and audio, so it is tested without a browser or server.
 */
import { speechMessages } from './messages';
import type { SpeechStatus } from './speechController';

/** Longest text one POST /api/tts takes (core's TTS_MAX_TEXT_LENGTH; the server says it too). */
export const DEFAULT_MAX_CHUNK = 2000;

/**
 * Breaks a long script into pieces the server takes: whole sentences where possible, then whole
 * words, never losing text. Blank text gives no pieces.
 */
export function splitForSpeech(text: string, max = DEFAULT_MAX_CHUNK): string[] {
  const sentences = text.trim().match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [];
  const pieces: string[] = [];
  let current = '';
  const push = () => {
    if (current.trim()) pieces.push(current.trim());
    current = '';
  };
  const add = (part: string) => {
    if ((current + part).trim().length > max) push();
    current += part;
  };
  for (const sentence of sentences) {
    if (sentence.trim().length <= max) {
      add(sentence);
      continue;
    }
    for (const word of sentence.match(/\S+\s*/g) ?? []) {
      if (word.trim().length <= max) {
        add(word);
        continue;
      }
      push();
      for (let i = 0; i < word.trim().length; i += max) pieces.push(word.trim().slice(i, i + max));
    }
  }
  push();
  return pieces;
}

/** What the player needs of an HTMLAudioElement. */
export interface AudioLike {
  src: string;
  onended: ((event: Event) => void) | null;
  onerror: ((event: Event | string) => void) | null;
  play(): Promise<void>;
  pause(): void;
}

export interface ServerSpeechDeps {
  /** POST /api/tts: the audio of `text` in `voice`; rejects with a message to show. */
  fetchAudio: (text: string, voice: string, signal: AbortSignal) => Promise<Blob>;
  createAudio: () => AudioLike;
  createUrl: (blob: Blob) => string;
  revokeUrl: (url: string) => void;
  /** Tells the pupil why speech failed. */
  onError: (message: string) => void;
  maxChunk?: number;
}

/** 'loading' while the first piece is fetched; Speak shows it as busy. */
export type ServerSpeechStatus = SpeechStatus | 'loading';

export class ServerSpeechPlayer {
  private status: ServerSpeechStatus = 'idle';
  private readonly listeners = new Set<() => void>();
  private run: AbortController | null = null;
  private audio: AudioLike | null = null;

  constructor(private readonly deps: ServerSpeechDeps) {}

  getSnapshot = (): ServerSpeechStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Speaks `text` in the server voice `voice`, replacing anything playing. */
  speak(text: string, voice: string): void {
    this.stop();
    const pieces = splitForSpeech(text, this.deps.maxChunk);
    if (pieces.length === 0) return;
    const run = new AbortController();
    this.run = run;
    this.setStatus('loading');
    void this.play(pieces, voice, run).catch((error: unknown) => {
      if (run.signal.aborted) return;
      this.finish(run);
      run.abort();
      this.deps.onError(error instanceof Error ? error.message : String(error));
    });
  }

  stop(): void {
    this.run?.abort();
    this.run = null;
    if (this.audio) {
      this.audio.onended = null;
      this.audio.onerror = null;
      this.audio.pause();
    }
    this.setStatus('idle');
  }

  private async play(pieces: string[], voice: string, run: AbortController) {
    const { signal } = run;
    // The next piece is fetched while this one plays, so long scripts have no gaps.
    const fetchPiece = (piece: string) => {
      const audio = this.deps.fetchAudio(piece, voice, signal);
      audio.catch(() => undefined); // awaited below; this only keeps an unused prefetch quiet
      return audio;
    };
    let next = fetchPiece(pieces[0]!);
    for (let i = 0; i < pieces.length; i += 1) {
      const blob = await next;
      if (i + 1 < pieces.length) next = fetchPiece(pieces[i + 1]!);
      signal.throwIfAborted();
      const url = this.deps.createUrl(blob);
      try {
        await this.playOne(url, run);
      } finally {
        this.deps.revokeUrl(url);
      }
    }
    this.finish(run);
  }

  private playOne(url: string, run: AbortController): Promise<void> {
    const audio = this.audio ?? this.deps.createAudio();
    this.audio = audio;
    return new Promise<void>((resolve, reject) => {
      run.signal.addEventListener('abort', () => resolve(), { once: true });
      audio.onended = () => resolve();
      audio.onerror = () => reject(new Error(speechMessages.server.audioFailed()));
      audio.src = url;
      audio.play().then(
        () => {
          if (this.run === run) this.setStatus('speaking');
        },
        (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      );
    });
  }

  private finish(run: AbortController) {
    if (this.run !== run) return;
    this.run = null;
    this.setStatus('idle');
  }

  private setStatus(status: ServerSpeechStatus) {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
