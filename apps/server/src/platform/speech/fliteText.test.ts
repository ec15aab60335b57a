import { describe, expect, it } from 'vitest';
import { fliteReadableText, hasFliteWords, readingPauseSeconds } from './fliteText';

describe('what Flite is given', () => {
  it('keeps Latin text with accents, numbers and punctuation as it is', () => {
    expect(fliteReadableText('Café naïve — 12 °C, “up” 3%.')).toBe('Café naïve — 12 °C, “up” 3%.');
  });

  it('drops other writing systems, keeping the Latin words and numbers around them', () => {
    expect(fliteReadableText('ارتفع مستوى سطح البحر منذ عام 1880 (NASA).')).toBe('1880 (NASA).');
    expect(hasFliteWords(fliteReadableText('समुद्र का स्तर बढ़ रहा है।'))).toBe(false);
    expect(hasFliteWords(fliteReadableText('海平面上升了 CO2'))).toBe(true);
  });

  it('pauses about as long as reading the text would take, within 1 to 30 s', () => {
    expect(readingPauseSeconds('海平面')).toBe(1);
    expect(readingPauseSeconds('ا'.repeat(120))).toBe(10);
    expect(readingPauseSeconds('ا'.repeat(5000))).toBe(30);
  });
});
