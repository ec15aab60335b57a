import { describe, expect, it } from 'vitest';
import { WavError, encodeWav, parseWav, rootMeanSquare, wavDurationSeconds } from './wav';

describe('WAV', () => {
  it('writes and reads back 16-bit PCM with its duration', () => {
    const samples = Int16Array.from([0, 1000, -1000, 32767, -32768, 5]);
    const wav = encodeWav({ sampleRate: 8000, channels: 2, samples });
    const back = parseWav(wav);
    expect(back).toEqual({ sampleRate: 8000, channels: 2, samples });
    expect(wavDurationSeconds(wav)).toBeCloseTo(3 / 8000, 9);
  });

  it('measures loudness: silence is 0, a full-scale square wave is 1', () => {
    expect(rootMeanSquare(new Int16Array(100))).toBe(0);
    expect(
      rootMeanSquare(Int16Array.from({ length: 100 }, (_, i) => (i % 2 ? 32767 : -32768))),
    ).toBeCloseTo(1, 3);
  });

  it('refuses what is not 16-bit PCM WAV', () => {
    expect(() => parseWav(Buffer.from('not a wav file at all'))).toThrow(WavError);
  });
});
