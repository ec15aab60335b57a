import { describe, expect, it } from 'vitest';
import { roundDecimal } from './rounding';

describe('roundDecimal', () => {
  it('rounds halves up as written, whatever their binary value', () => {
    // toFixed gives '354.4' for the first and '427.4' for the second: one of them is wrong.
    expect(roundDecimal(354.45, 1)).toBe(354.5);
    expect(roundDecimal(427.35, 1)).toBe(427.4);
    expect(roundDecimal(1.005, 2)).toBe(1.01);
    expect(roundDecimal(0.125, 2)).toBe(0.13);
    expect(roundDecimal(2.5, 0)).toBe(3);
  });

  it('rounds negative halves away from zero, and never gives -0', () => {
    expect(roundDecimal(-354.45, 1)).toBe(-354.5);
    expect(roundDecimal(-2.5, 0)).toBe(-3);
    expect(Object.is(roundDecimal(-0.0004, 2), 0)).toBe(true);
  });

  it('keeps what needs no rounding and handles tiny, huge and odd numbers', () => {
    expect(roundDecimal(1.17, 2)).toBe(1.17);
    expect(roundDecimal(315.98, 1)).toBe(316);
    expect(roundDecimal(1e-7, 3)).toBe(0);
    expect(roundDecimal(1.23456e-5, 7)).toBe(0.0000123);
    expect(roundDecimal(7.95e21, 2)).toBe(7.95e21);
    expect(roundDecimal(Number.NaN, 1)).toBeNaN();
    expect(roundDecimal(Infinity, 1)).toBe(Infinity);
  });
});
