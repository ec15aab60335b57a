import { describe, expect, it } from 'vitest';
import { resampleMono } from './resample';
import { rootMeanSquare } from './wav';

const tone = (hz: number, rate: number, seconds: number) =>
  Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.round(10_000 * Math.sin((2 * Math.PI * hz * i) / rate)),
  );

/** Zero crossings per second / 2: the frequency of a clean tone. */
function frequency(samples: Int16Array, rate: number): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) {
    if (samples[i - 1]! < 0 !== samples[i]! < 0) crossings++;
  }
  return crossings / 2 / (samples.length / rate);
}

describe('resampleMono', () => {
  it('takes 22,050 Hz speech to 16 kHz: same length in seconds, same pitch, same loudness', () => {
    const input = tone(440, 22_050, 1);
    const output = resampleMono(input, 22_050, 16_000);
    expect(output.length).toBe(16_000);
    expect(frequency(output, 16_000)).toBeCloseTo(440, -1);
    expect(rootMeanSquare(output)).toBeCloseTo(rootMeanSquare(input), 2);
  });

  it("fades sounds above the new rate's half instead of folding them back", () => {
    // 10 kHz cannot exist at 16 kHz: plain dropping of samples would turn it into 6 kHz.
    const output = resampleMono(tone(10_000, 22_050, 0.5), 22_050, 16_000);
    expect(rootMeanSquare(output.subarray(200, -200))).toBeLessThan(0.02);
  });

  it('returns the same samples when the rates match', () => {
    const input = tone(200, 16_000, 0.1);
    expect(resampleMono(input, 16_000, 16_000)).toBe(input);
  });
});
