/**
 * Colours of canvas objects as a .pptx writes them: six hex digits and a transparency in percent.
 * Fabric stores what the colour pickers and presets wrote: '#rgb', '#rrggbb', '#rrggbbaa',
 * 'rgb(...)', 'rgba(...)' or a CSS name. A fill Fabric would not paint ('', 'transparent', null)
 * is no colour; anything else unknown (a gradient, an unusual name) is null, and the caller
 * falls back to a picture of the object rather than guess.
 */

export type DeckColor = { color: string; transparency: number };

/** The CSS names the app's palettes and old stories use; others make the object a picture. */
const NAMED: Readonly<Record<string, string>> = {
  black: '000000',
  white: 'FFFFFF',
  red: 'FF0000',
  green: '008000',
  blue: '0000FF',
  yellow: 'FFFF00',
  orange: 'FFA500',
  purple: '800080',
  gray: '808080',
  grey: '808080',
};

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();

/** Red, green, blue (0-255) and alpha (0-1) of a colour, 'none' when nothing is painted. */
function rgbaOf(value: unknown): [string, number] | 'none' | null {
  if (value === null || value === undefined) return 'none';
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'transparent' || text === 'none') return 'none';
  if (NAMED[text]) return [NAMED[text], 1];
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const alpha = digits.length === 8 ? parseInt(digits.slice(6), 16) / 255 : 1;
    return [digits.slice(0, 6).toUpperCase(), alpha];
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(
    text,
  );
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Math.min(1, Number(rgb[4]));
    return [hex2(Number(rgb[1])) + hex2(Number(rgb[2])) + hex2(Number(rgb[3])), alpha];
  }
  return null;
}

/**
 * The colour with the object's opacity folded into its transparency; 'none' when nothing is
 * painted, null when the value is not a colour this module reads.
 */
export function deckColorOf(value: unknown, opacity = 1): DeckColor | 'none' | null {
  const rgba = rgbaOf(value);
  if (rgba === null || rgba === 'none') return rgba;
  const [color, alpha] = rgba;
  const visible = alpha * Math.max(0, Math.min(1, opacity));
  if (visible === 0) return 'none';
  return { color, transparency: Math.round((1 - visible) * 100) };
}
