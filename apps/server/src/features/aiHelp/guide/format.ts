import { roundDecimal } from '@dsb/core';
import { guideText, type GuideText } from './i18n';

/**
 * Numbers and units as the offline guide writes them: rounded for reading, never changed, in the
 * pupil's language (i18n.ts). `g` defaults to English, the language a model is given facts in.
 */

const english = guideText('en');

/** 1.17, 315.98 -> 316, 12,345, 7.95 billion: enough digits to check against the chart. */
export function formatNumber(value: number, g: GuideText = english): string {
  const abs = Math.abs(value);
  // Decimal rounding as written (354.45 -> 354.5), not binary; Intl then only writes it.
  const fixed = (v: number, digits: number) => g.number(roundDecimal(v, digits), digits);
  const written =
    abs >= 1e9
      ? g.t('number.billion', { value: fixed(value / 1e9, 2) })
      : abs >= 1e6
        ? g.t('number.million', { value: fixed(value / 1e6, 2) })
        : fixed(value, abs >= 1000 ? 0 : abs >= 100 ? 1 : abs >= 1 ? 2 : 3);
  // A minus sign would drift to the other end of the number in a right-to-left sentence.
  return value < 0 ? g.isolate(written) : written;
}

/** The unit's first phrase: '°C relative to the 1951-1980 average' -> '°C'. */
export function shortUnit(unit: string | null | undefined): string | null {
  if (!unit) return null;
  const short = unit.split(/,| \(| relative to /)[0]!.trim();
  return short || null;
}

export const isPercentUnit = (unit: string | null) => unit !== null && unit.startsWith('%');

/** A value with its unit: '1.17 °C', '45.2% of land area', '7.95 billion people'. */
export function withUnit(value: number, unit: string | null, g: GuideText = english): string {
  const number = formatNumber(value, g);
  if (!unit) return number;
  if (!isPercentUnit(unit)) return g.isolate(`${number} ${unit}`);
  // '45,2 % of land area' in French: the sign as the language writes it, the rest as the data say.
  return g.isolate(`${g.t('number.percent', { value: number })}${unit.slice(1)}`);
}

/** A change as an amount: percentages change by percentage points, not by percent. */
export function changeAmount(change: number, unit: string | null, g: GuideText = english): string {
  const number = formatNumber(Math.abs(change), g);
  if (isPercentUnit(unit)) return g.t('number.percentagePoints', { value: number });
  return unit ? g.isolate(`${number} ${unit}`) : number;
}

/** An x value as the chart labels it (years without separators). */
export const formatX = (x: string | number) => (typeof x === 'number' ? String(x) : x);

/** The line with a capital first letter (sentences built from parts start in lower case). */
export const capitalized = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

/** 'a, b and c' (in the language of `g`). */
export const listOf = (items: readonly string[], g: GuideText = english): string => g.list(items);
