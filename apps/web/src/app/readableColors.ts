import { darken, luminance, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

/**
 * WCAG 2.1 AA asks 4.5:1 for text; a little more leaves room for anti-aliasing and rounding.
 * Mantine's palettes were not chosen for it: white on filled green is 3.5:1, and a light green
 * badge's text on its tint 3.8:1 (yellow, orange, lime and teal are worse).
 */
export const MIN_TEXT_CONTRAST = 4.6;

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened in small steps until it reads at `min` against every background. */
export function darkenUntilReadable(color: string, backgrounds: string[], min = MIN_TEXT_CONTRAST) {
  let result = color;
  for (let step = 1; step <= 20; step += 1) {
    if (backgrounds.every((background) => contrastRatio(result, background) >= min)) return result;
    result = darken(color, step * 0.04);
  }
  return result;
}

/**
 * Light-scheme variables that replace Mantine's where they fall short, per palette:
 * `filled` (white text on it; also `c="green"` text and outline buttons) and `light-color`
 * (the text of light and subtle badges, buttons and alerts on the palette's tint, or its hover tint).
 * Palettes that already pass keep Mantine's values.
 */
export function readableColorVariables(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const shade =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, palette] of Object.entries(theme.colors)) {
    const filled = palette[shade]!;
    const readableFilled = darkenUntilReadable(filled, ['#ffffff']);
    if (readableFilled !== filled) {
      variables[`--mantine-color-${name}-filled`] = readableFilled;
      variables[`--mantine-color-${name}-filled-hover`] = darken(readableFilled, 0.15);
      variables[`--mantine-color-${name}-outline`] = readableFilled;
    }
    const lightColor = palette[9]!;
    const readableLight = darkenUntilReadable(lightColor, [palette[1]!, palette[2]!]);
    if (readableLight !== lightColor)
      variables[`--mantine-color-${name}-light-color`] = readableLight;
  }
  return variables;
}

/** The app's CSS variables: readable palettes, dimmed text gray.7 and error text red.8. */
export const readableColors: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...readableColorVariables(theme),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
