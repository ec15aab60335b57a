/**
 * Colour contrast as WCAG 2 measures it (relative luminance), used to check a chart's colours
 * against its background: lines, bars and points need 3:1 to be seen (docs/accessibility.md).
 */
export const GRAPHICS_CONTRAST = 3;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** #rgb or #rrggbb to its relative luminance (0 black to 1 white); null for anything else. */
export function luminance(hex: string): number | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  const full = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : hex;
  if (!/^#[0-9a-f]{6}$/i.test(full)) return null;
  const n = parseInt(full.slice(1), 16);
  return 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of two colours, 1 to 21; null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The colours that would be hard to see on `background` (under 3:1, or not a colour at all). */
export function lowContrastColours(colours: readonly string[], background: string): string[] {
  return colours.filter((colour) => (contrastRatio(colour, background) ?? 0) < GRAPHICS_CONTRAST);
}
