import { describe, expect, it } from 'vitest';
import {
  RIGHT_TO_LEFT_MARK,
  baseDirectionOf,
  isEmojiCharacter,
  letterDirectionOf,
  markedForDirection,
  writingSystemsOf,
} from './writingSystems';

describe('writingSystemsOf', () => {
  it('finds each writing system from its characters', () => {
    expect(writingSystemsOf('Sea level')).toEqual(['latin']);
    expect(writingSystemsOf('Η θάλασσα')).toEqual(['greek']);
    expect(writingSystemsOf('Море')).toEqual(['cyrillic']);
    expect(writingSystemsOf('مستوى البحر 20 سم')).toEqual(['arabic']);
    expect(writingSystemsOf('פני הים')).toEqual(['hebrew']);
    expect(writingSystemsOf('समुद्र का स्तर')).toEqual(['devanagari']);
    expect(writingSystemsOf('海平面上升')).toEqual(['cjk']);
    expect(writingSystemsOf('ひらがな、カタカナ')).toEqual(['cjk']);
    expect(writingSystemsOf('🌊')).toEqual(['emoji']);
  });

  it('lists every system of mixed text once, and none for digits and punctuation', () => {
    expect(writingSystemsOf('CO2 ارتفع 20% in 2024 — 海 🌍 हिंदी')).toEqual([
      'latin',
      'arabic',
      'devanagari',
      'cjk',
      'emoji',
    ]);
    expect(writingSystemsOf('2024 – 20 %? (!)')).toEqual([]);
    expect(writingSystemsOf('')).toEqual([]);
  });

  it('treats ©, ™ and arrows as text, pictographs as emoji', () => {
    expect(isEmojiCharacter('©')).toBe(false);
    expect(isEmojiCharacter('→')).toBe(false);
    expect(isEmojiCharacter('🌊')).toBe(true);
    expect(isEmojiCharacter('⌚')).toBe(true);
  });
});

describe('baseDirectionOf', () => {
  it('reads the direction of the first letter, skipping digits and punctuation', () => {
    expect(baseDirectionOf('مستوى البحر')).toBe('rtl');
    expect(baseDirectionOf('2024: ارتفع البحر CO2')).toBe('rtl');
    expect(baseDirectionOf('«פני הים» rose')).toBe('rtl');
    expect(baseDirectionOf('CO2 ارتفع')).toBe('ltr');
    expect(baseDirectionOf('हिंदी')).toBe('ltr');
    expect(baseDirectionOf('123 !')).toBe('ltr');
  });

  it('has no direction of its own without a letter (letterDirectionOf)', () => {
    expect(letterDirectionOf('1990 – 2023')).toBeNull();
    expect(letterDirectionOf('')).toBeNull();
    expect(letterDirectionOf('1990: ארץ')).toBe('rtl');
  });
});

describe('markedForDirection', () => {
  it('starts a right-to-left line with one right-to-left mark, and leaves others alone', () => {
    expect(markedForDirection('ارتفع البحر 20 سم.')).toBe(
      `${RIGHT_TO_LEFT_MARK}ارتفع البحر 20 سم.`,
    );
    expect(markedForDirection(`${RIGHT_TO_LEFT_MARK}البحر`)).toBe(`${RIGHT_TO_LEFT_MARK}البحر`);
    expect(markedForDirection('Sea level, البحر')).toBe('Sea level, البحر');
  });
});
