import { afterEach, describe, expect, it } from 'vitest';
import { isolated } from './format';
import { applyLanguage } from './runtime';

describe('isolated', () => {
  afterEach(() => applyLanguage('en', null));

  it('isolates a name in a right-to-left interface and leaves it alone in a left-to-right one', () => {
    expect(isolated('Amy (Flite slt)')).toBe('Amy (Flite slt)');
    applyLanguage('fr', {});
    expect(isolated('Amy (Flite slt)')).toBe('Amy (Flite slt)');
    applyLanguage('ar', {});
    expect(isolated('Amy (Flite slt)')).toBe('\u2068Amy (Flite slt)\u2069');
  });
});
