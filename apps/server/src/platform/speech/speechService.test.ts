import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SpeechVoiceName } from '@dsb/core';
import { ffmpegBinary, runFfmpeg } from '../media/ffmpeg';
import { DiskLruCache } from './diskCache';
import type { Narration, Narrator } from './narrator';
import { SpeechService } from './speechService';
import { encodeWav, wavDurationSeconds } from './wav';

/** One second of a 440 Hz tone, counted per call: a narrator whose work can be seen. */
class CountingNarrator implements Narrator {
  readonly engineLabel = 'Test tone';
  /** The engine (and version) speaking each voice; 'test-tone' unless set. */
  engines: Partial<Record<SpeechVoiceName, string>> = {};
  calls: string[] = [];
  voices() {
    return [];
  }
  engineOf(voice: SpeechVoiceName) {
    return this.engines[voice] ?? 'test-tone';
  }
  async narrate(text: string, voice: SpeechVoiceName): Promise<Narration> {
    this.calls.push(`${voice}:${text}`);
    const samples = Int16Array.from({ length: 16_000 }, (_, i) =>
      Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)),
    );
    const wav = encodeWav({ sampleRate: 16_000, channels: 1, samples });
    return { wav, durationSeconds: wavDurationSeconds(wav) };
  }
  async release() {}
  async close() {}
}

const service = (narrator: Narrator, cacheBytes = 10_000_000) =>
  new SpeechService({
    narrator,
    cache: new DiskLruCache(mkdtempSync(path.join(tmpdir(), 'dsb-speech-test-')), cacheBytes),
  });

describe('SpeechService', () => {
  it('narrates once per text and voice: the second ask, and one made at the same time, are cached', async () => {
    const narrator = new CountingNarrator();
    const speech = service(narrator);
    const [a, b] = await Promise.all([
      speech.narration('Hi', 'Amy'),
      speech.narration('Hi', 'Amy'),
    ]);
    const c = await speech.narration('Hi', 'Amy');
    await speech.narration('Hi', 'Brian');
    expect(narrator.calls).toEqual(['Amy:Hi', 'Brian:Hi']);
    expect(c.wav).toEqual(a.wav);
    expect(b.durationSeconds).toBeCloseTo(1, 6);
  });

  it('keys its cache by the engine that speaks the voice: a new engine for a voice speaks again', async () => {
    const narrator = new CountingNarrator();
    const speech = service(narrator);
    narrator.engines.Spanish = 'espeak-ng-1';
    await speech.narration('Hola a todos.', 'Spanish');
    await speech.narration('Hola a todos.', 'Amy');
    // Another version of the Spanish voice's engine: its cached audio is not reused.
    narrator.engines.Spanish = 'espeak-ng-2';
    await speech.narration('Hola a todos.', 'Spanish');
    await speech.narration('Hola a todos.', 'Amy');
    expect(narrator.calls).toEqual([
      'Spanish:Hola a todos.',
      'Amy:Hola a todos.',
      'Spanish:Hola a todos.',
    ]);
  });

  it('speaks MP3 that ffmpeg reads back as about one second of mono audio', async () => {
    const narrator = new CountingNarrator();
    const speech = service(narrator);
    const mp3 = await speech.speak('Hello', 'Amy');
    expect(mp3.subarray(0, 3).toString('latin1') === 'ID3' || mp3[0] === 0xff).toBe(true);
    // Decoded back to raw samples: length and loudness show it is the tone, not silence.
    const pcm = await runFfmpeg(
      ffmpegBinary(),
      ['-f', 'mp3', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '16000', 'pipe:1'],
      { input: mp3 },
    );
    const seconds = pcm.length / 2 / 16_000;
    expect(seconds).toBeGreaterThan(0.9);
    expect(seconds).toBeLessThan(1.2);
    await speech.speak('Hello', 'Amy');
    expect(narrator.calls).toEqual(['Amy:Hello']);
  });
});
