// Numbers, dates and lists in the interface language's conventions (1,5 % in French, ١٬٢ in
// Arabic): every count and date the interface shows goes through these.
import { textDirectionOf } from '@dsb/core';
import { currentLanguage } from './runtime';

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLanguage(), options).format(value);
}

export function formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(currentLanguage(), options ?? { dateStyle: 'medium' }).format(
    new Date(value),
  );
}

export function formatDateTime(value: Date | number | string): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
}

/** 'a, b and c' (conjunction) or 'a, b or c' (disjunction). */
export function formatList(items: readonly string[], type: 'conjunction' | 'disjunction') {
  return new Intl.ListFormat(currentLanguage(), { style: 'long', type }).format(items);
}

/**
 * A name or label in another direction set inside a sentence of a right-to-left interface (a
 * Latin voice name with parentheses in an Arabic line): wrapped in Unicode's first-strong isolate
 * and pop-directional-isolate marks, so its brackets and words keep their own order and do not
 * mix with the sentence around it. In a left-to-right interface it is returned as it is.
 */
export function isolated(value: string): string {
  return textDirectionOf(currentLanguage()) === 'rtl' ? `\u2068${value}\u2069` : value;
}
