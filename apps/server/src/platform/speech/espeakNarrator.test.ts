import { afterAll, describe, expect, it } from 'vitest';
import { ESPEAK_VOICE_NAMES, type EspeakVoiceName } from '@dsb/core';
import { espeakText } from './espeak';
import { EspeakNarrator } from './espeakNarrator';
import { parseWav, rootMeanSquare, wavDurationSeconds } from './wav';

const narrator = new EspeakNarrator();
afterAll(() => narrator.close());

/** A short sentence in each language, about the sea level; each takes 2 to 8 seconds to say. */
const SENTENCES: Array<[EspeakVoiceName, string]> = [
  ['Spanish', 'El nivel del mar sube unos tres milímetros cada año.'],
  ['Arabic', 'يرتفع مستوى سطح البحر نحو ثلاثة مليمترات كل عام.'],
  ['Hindi', 'समुद्र का स्तर हर साल लगभग तीन मिलीमीटर बढ़ता है।'],
  ['Chinese', '海平面每年上升大约三毫米。'],
];

describe('eSpeak NG narration (in its engine process)', () => {
  it.each(SENTENCES)(
    'speaks %s: 16 kHz mono audio of a few seconds that is not silent',
    async (voice, text) => {
      const { wav, durationSeconds } = await narrator.narrate(text, voice);
      const audio = parseWav(wav);
      expect(audio.sampleRate).toBe(16_000);
      expect(audio.channels).toBe(1);
      expect(durationSeconds).toBeCloseTo(wavDurationSeconds(wav), 6);
      // A sentence of about ten words (or twelve syllables): more than 1.5 s, less than 8 s.
      expect(durationSeconds).toBeGreaterThan(1.5);
      expect(durationSeconds).toBeLessThan(8);
      // Speech, not silence (eSpeak's voices sit near 0.1 of full scale).
      expect(rootMeanSquare(audio.samples)).toBeGreaterThan(0.02);
    },
  );

  it('speaks every listed language voice, each labelled with its language and engine', async () => {
    const spoken = await Promise.all(
      ESPEAK_VOICE_NAMES.map((voice) => narrator.narrate('1, 2, 3.', voice)),
    );
    for (const { durationSeconds } of spoken) expect(durationSeconds).toBeGreaterThan(0.5);
    const voices = narrator.voices();
    expect(voices.map((v) => v.name)).toEqual([...ESPEAK_VOICE_NAMES]);
    for (const voice of voices) {
      expect(voice.engine).toBe('espeak-ng');
      expect(voice.label).toMatch(/^[A-Z][a-z]+.* · eSpeak NG \(offline\)$/);
    }
    expect(voices.find((v) => v.name === 'Chinese')).toMatchObject({
      lang: 'zh-CN',
      label: 'Chinese (Mandarin) · eSpeak NG (offline)',
    });
  });

  it('reads a text on one line without control characters', () => {
    expect(espeakText('\u0007Hola\r\nmundo\u0000 ')).toBe('Hola mundo');
  });
});
