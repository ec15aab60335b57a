import { describe, expect, it } from 'vitest';
import { ownWordsDir } from './ownWordsDir';

describe('the direction of a field of own words', () => {
  it('follows the words once there are some, and the interface while the field is empty', () => {
    expect(ownWordsDir('يرتفع البحر')).toBe('auto');
    expect(ownWordsDir('Sea level')).toBe('auto');
    expect(ownWordsDir('')).toBeUndefined();
    expect(ownWordsDir('  \n')).toBeUndefined();
  });
});
