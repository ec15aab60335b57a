import { roundDecimal } from '@dsb/core';

/** Numbers and units as the offline guide writes them: rounded for reading, never changed. */

/** Decimal rounding as written (354.45 -> 354.5, 427.35 -> 427.4), not toFixed's binary one. */
const fixed = (value: number, digits: number) => roundDecimal(value, digits).toString();

/** 1.17, 315.98 -> 316, 12,345, 7.95 billion: enough digits to check against the chart. */
export function formatNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${fixed(value / 1e9, 2)} billion`;
  if (abs >= 1e6) return `${fixed(value / 1e6, 2)} million`;
  if (abs >= 1000) return roundDecimal(value, 0).toLocaleString('en-US');
  if (abs >= 100) return fixed(value, 1);
  if (abs >= 1) return fixed(value, 2);
  return fixed(value, 3);
}

/** The unit's first phrase: '°C relative to the 1951-1980 average' -> '°C'. */
export function shortUnit(unit: string | null | undefined): string | null {
  if (!unit) return null;
  const short = unit.split(/,| \(| relative to /)[0]!.trim();
  return short || null;
}

export const isPercentUnit = (unit: string | null) => unit !== null && unit.startsWith('%');

/** A value with its unit: '1.17 °C', '45.2% of land area', '7.95 billion people'. */
export function withUnit(value: number, unit: string | null): string {
  const number = formatNumber(value);
  if (!unit) return number;
  return isPercentUnit(unit) ? `${number}${unit}` : `${number} ${unit}`;
}

/** A change as an amount: percentages change by percentage points, not by percent. */
export function changeAmount(change: number, unit: string | null): string {
  const number = formatNumber(Math.abs(change));
  if (isPercentUnit(unit)) return `${number} percentage points`;
  return unit ? `${number} ${unit}` : number;
}

/** An x value as the chart labels it (years without separators). */
export const formatX = (x: string | number) => (typeof x === 'number' ? String(x) : x);

/** The line with a capital first letter (sentences built from parts start in lower case). */
export const capitalized = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

/** 'a, b and c' */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
