import { describe, expect, it } from 'vitest';
import { ownWordsDir } from './ownWordsDir';

describe('the direction of a field of own words', () => {
  it('is the direction of the first letter', () => {
    expect(ownWordsDir('يرتفع البحر 3 ملم')).toBe('rtl');
    expect(ownWordsDir('שלום')).toBe('rtl');
    expect(ownWordsDir('Sea level')).toBe('ltr');
    expect(ownWordsDir('海平面')).toBe('ltr');
    // Numbers and marks before the first letter do not decide it.
    expect(ownWordsDir('1990: يرتفع')).toBe('rtl');
    expect(ownWordsDir('«CO2» يرتفع')).toBe('ltr');
    expect(ownWordsDir('— Sea يرتفع')).toBe('ltr');
  });

  it('follows the interface while there is no letter', () => {
    expect(ownWordsDir('')).toBeUndefined();
    expect(ownWordsDir('  \n')).toBeUndefined();
    expect(ownWordsDir('1990 – 2023')).toBeUndefined();
  });
});
