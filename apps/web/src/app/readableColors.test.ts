import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  MIN_TEXT_CONTRAST,
  contrastRatio,
  darkenUntilReadable,
  readableColorVariables,
} from './readableColors';

const theme = mergeMantineTheme(
  DEFAULT_THEME,
  createTheme({ primaryShade: { light: 8, dark: 8 } }),
);
const variables = readableColorVariables(theme);
const value = (name: string, kind: string, fallback: string) =>
  variables[`--mantine-color-${name}-${kind}`] ?? fallback;

describe('readable colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('darkens a colour only as far as it must', () => {
    expect(darkenUntilReadable('#000000', ['#ffffff'])).toBe('#000000');
    const green = darkenUntilReadable('#2f9e44', ['#ffffff']);
    expect(contrastRatio(green, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(green, '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST + 1);
  });

  it('gives every palette readable filled and light variants', () => {
    for (const [name, palette] of Object.entries(theme.colors)) {
      const filled = value(name, 'filled', palette[8]!);
      expect(contrastRatio(filled, '#ffffff'), `white on ${name} filled`).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      const light = value(name, 'light-color', palette[9]!);
      for (const tint of [palette[1]!, palette[2]!]) {
        expect(contrastRatio(light, tint), `${name} light text`).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }
    }
  });

  it("keeps Mantine's values where they already pass", () => {
    expect(variables['--mantine-color-blue-filled']).toBeUndefined();
    expect(variables['--mantine-color-gray-light-color']).toBeUndefined();
    expect(variables['--mantine-color-green-filled']).toBeDefined();
    expect(variables['--mantine-color-green-light-color']).toBeDefined();
  });
});
