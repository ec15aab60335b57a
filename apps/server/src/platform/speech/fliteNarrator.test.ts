import { afterAll, describe, expect, it } from 'vitest';
import { FLITE_VOICE_NAMES } from '@dsb/core';
import { FliteNarrator } from './fliteNarrator';
import { fliteArgs } from './flite';
import { parseWav, rootMeanSquare, wavDurationSeconds } from './wav';

const narrator = new FliteNarrator();
afterAll(() => narrator.close());

const SENTENCE = 'Arctic sea ice has shrunk every decade since satellites began to measure it.';

/** Median pitch of the loud 40 ms frames, by autocorrelation: enough to tell voices apart. */
function medianPitchHz(samples: Int16Array, rate: number): number {
  const frame = Math.round(rate * 0.04);
  const pitches: number[] = [];
  for (let start = 0; start + frame * 2 < samples.length; start += frame) {
    if (rootMeanSquare(samples.subarray(start, start + frame)) < 0.05) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.round(rate / 400); lag < Math.round(rate / 60); lag++) {
      let sum = 0;
      for (let i = 0; i < frame; i++) sum += samples[start + i]! * samples[start + i + lag]!;
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (bestLag) pitches.push(rate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[pitches.length >> 1] ?? 0;
}

describe('Flite narration (in its engine process)', () => {
  it('speaks a sentence: 16 kHz mono audio of a few seconds that is not silent', async () => {
    const { wav, durationSeconds } = await narrator.narrate(SENTENCE, 'Amy');
    const audio = parseWav(wav);
    expect(audio.sampleRate).toBe(16_000);
    expect(audio.channels).toBe(1);
    expect(durationSeconds).toBeCloseTo(wavDurationSeconds(wav), 6);
    // 13 words at a speaking pace: more than 2 s, less than 10 s.
    expect(durationSeconds).toBeGreaterThan(2);
    expect(durationSeconds).toBeLessThan(10);
    // Speech, not silence: Flite's voices sit well above 0.05 of full scale.
    expect(rootMeanSquare(audio.samples)).toBeGreaterThan(0.03);
  });

  it('does not fault on other writing systems: Latin words are spoken, a text without any pauses', async () => {
    const mixed = await narrator.narrate(
      'ارتفع مستوى سطح البحر منذ عام 1880 according to NASA.',
      'Amy',
    );
    expect(rootMeanSquare(parseWav(mixed.wav).samples)).toBeGreaterThan(0.03);
    const hindi = 'समुद्र का स्तर बढ़ रहा है और यह चिंता की बात है।';
    const pause = await narrator.narrate(hindi, 'Brian');
    expect(pause.durationSeconds).toBeGreaterThanOrEqual(1);
    expect(rootMeanSquare(parseWav(pause.wav).samples)).toBe(0);
    // The engine is still there for the next text.
    expect((await narrator.narrate(SENTENCE, 'Amy')).durationSeconds).toBeGreaterThan(2);
  });

  it('gives the names different voices: Amy (female) speaks higher than Matthew (male)', async () => {
    const [amy, matthew, emma] = await Promise.all(
      (['Amy', 'Matthew', 'Emma'] as const).map((voice) => narrator.narrate(SENTENCE, voice)),
    );
    const pitch = (wav: Buffer) => medianPitchHz(parseWav(wav).samples, 16_000);
    expect(pitch(amy!.wav)).toBeGreaterThan(pitch(matthew!.wav) * 1.3);
    // Emma is Amy's voice pitched up.
    expect(pitch(emma!.wav)).toBeGreaterThan(pitch(amy!.wav) * 1.05);
  });

  it('speaks every listed voice', async () => {
    const spoken = await Promise.all(
      FLITE_VOICE_NAMES.map((voice) => narrator.narrate('Hello.', voice)),
    );
    for (const { durationSeconds } of spoken) expect(durationSeconds).toBeGreaterThan(0.2);
    expect(narrator.voices().map((v) => v.name)).toEqual([...FLITE_VOICE_NAMES]);
  });

  it('keeps text from becoming options: it follows -t on one line', () => {
    const args = fliteArgs('-voice evil\nsecond line', { voice: 'slt' }, 'out.wav');
    expect(args.slice(-4)).toEqual(['-t', '-voice evil second line', '-o', 'out.wav']);
  });
});
