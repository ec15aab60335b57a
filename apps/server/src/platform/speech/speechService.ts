import { createHash } from 'node:crypto';
import {
  DEFAULT_SPEECH_VOICE,
  SPEECH_VOICE_NAMES,
  TTS_AUDIO_TYPE,
  TTS_MAX_TEXT_LENGTH,
  type SpeechVoiceName,
  type SpeechVoicesResponse,
} from '@dsb/core';
import { ffmpegBinary, wavToMp3 } from '../media/ffmpeg';
import type { DiskLruCache } from './diskCache';
import type { Narration, NarrationProgress, Narrator } from './narrator';
import { wavDurationSeconds } from './wav';

export type SpeechServiceDeps = {
  narrator: Narrator;
  /** Spoken audio kept by text and voice (WAV for videos, MP3 for Speak). */
  cache: DiskLruCache;
  /** FFMPEG_PATH, when set. */
  ffmpegPath?: string;
};

/**
 * Speech for Speak (POST /api/tts) and for video narration: the narrator's audio, cached on disk
 * per engine (the one that speaks the voice, with its version), voice and text, so a pupil pressing Speak twice, or a video rendered again after a
 * restart, costs one synthesis. The same text asked for twice at once is spoken once.
 */
export class SpeechService {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly deps: SpeechServiceDeps) {}

  voices(): SpeechVoicesResponse {
    return {
      engine: this.deps.narrator.engineLabel,
      defaultVoice: DEFAULT_SPEECH_VOICE,
      audioType: TTS_AUDIO_TYPE,
      maxTextLength: TTS_MAX_TEXT_LENGTH,
      voices: this.deps.narrator.voices(),
    };
  }

  /**
   * The text spoken as 16-bit PCM WAV, and its length. `onProgress` hears about each piece of a
   * long text (a video's slide); a text already cached or being spoken for someone else is not
   * reported.
   */
  async narration(
    text: string,
    voice: SpeechVoiceName,
    onProgress?: NarrationProgress,
  ): Promise<Narration> {
    const wav = await this.cached(this.cacheName(text, voice, 'wav'), async () => {
      return (await this.deps.narrator.narrate(text, voice, onProgress)).wav;
    });
    return { wav, durationSeconds: wavDurationSeconds(wav) };
  }

  /** The text spoken as MP3 (what POST /api/tts answers). */
  speak(text: string, voice: SpeechVoiceName): Promise<Buffer> {
    return this.cached(this.cacheName(text, voice, 'mp3'), async () => {
      const { wav } = await this.narration(text, voice);
      return wavToMp3(ffmpegBinary(this.deps.ffmpegPath), wav);
    });
  }

  /**
   * Forgets the cached audio of these texts in every voice, as Speak and a video's narration
   * stored it (a deleted person's scripts: the file names are hashes, so only the texts find
   * them). Returns how many files went.
   */
  async forgetTexts(texts: readonly string[]): Promise<number> {
    let removed = 0;
    const spoken = new Set(texts.flatMap((text) => [text, text.trim()]).filter((t) => t !== ''));
    for (const text of spoken) {
      for (const voice of SPEECH_VOICE_NAMES) {
        for (const extension of ['wav', 'mp3'] as const) {
          if (await this.deps.cache.delete(this.cacheName(text, voice, extension))) removed += 1;
        }
      }
    }
    return removed;
  }

  /**
   * Ends the idle speech engines now rather than after their idle minute: a video calls it once
   * its narration is done, so the engines' memory is free while ffmpeg encodes.
   */
  releaseEngines(): Promise<void> {
    return this.deps.narrator.release();
  }

  close(): Promise<void> {
    return this.deps.narrator.close();
  }

  private cacheName(text: string, voice: SpeechVoiceName, extension: 'wav' | 'mp3'): string {
    const hash = createHash('sha256')
      .update(`${this.deps.narrator.engineOf(voice)}\0${voice}\0${text}`)
      .digest('hex');
    return `${hash}.${extension}`;
  }

  private cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const running = this.inFlight.get(name);
    if (running) return running;
    const work = (async () => {
      const hit = await this.deps.cache.get(name);
      if (hit) return hit;
      const bytes = await make();
      // A cache that cannot write (a full disk) only costs a later synthesis.
      await this.deps.cache.set(name, bytes).catch(() => undefined);
      return bytes;
    })().finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, work);
    return work;
  }
}
