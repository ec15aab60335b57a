import { describe, expect, it } from 'vitest';
import { shiftCaret } from './keptCaret';

describe('shiftCaret', () => {
  const before = 'Ice is melting.';
  it('stays put when the change is after the caret', () => {
    expect(shiftCaret(before, 'Ice is melting fast.', 3)).toBe(3);
  });
  it('moves with the text when the change is before the caret', () => {
    expect(shiftCaret(before, 'Arctic ice is melting.'.replace('ice', 'Ice'), 6)).toBe(13);
    expect(shiftCaret(before, 'is melting.', 10)).toBe(6);
  });
  it('goes to the end of the new words when they replaced the caret’s place', () => {
    expect(shiftCaret('Ice is very hot', 'Ice is cold', 9)).toBe(11);
    expect(shiftCaret('Ice is melting.', 'Ice was melting.', 5)).toBe(6);
  });
  it('stays at the end when text is added after it', () => {
    expect(shiftCaret('abc', 'abcdef', 3)).toBe(3);
  });
});
