import { IntlMessageFormat } from 'intl-messageformat';
import { textDirectionOf, type InterfaceLanguage } from '@dsb/core';
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

/**
 * The offline guide's sentences in the pupil's language (docs/product/ai-help.md, "In other
 * languages"): ICU messages from locales/*.json, English the source. Numbers, years and lists are
 * written by Intl in the language's own conventions; what comes from the data (chart titles,
 * series names, units) is passed in as it is.
 */

type Catalogue = { [group: string]: { [key: string]: string } };
export const GUIDE_CATALOGUES: Readonly<Record<InterfaceLanguage, Catalogue>> = {
  en,
  es,
  fr,
  de,
  ar,
  zh,
};

/** The catalogue's keys: 'facts.change', 'slide.length', ... (locales/en.json). */
type Group = keyof typeof en;
export type GuideKey = { [G in Group]: `${G}.${keyof (typeof en)[G] & string}` }[Group];
export type GuideValues = Record<string, string | number>;

export type GuideText = {
  language: InterfaceLanguage;
  /** A message with its arguments filled in. */
  t: (key: GuideKey, values?: GuideValues) => string;
  /** A number with the language's decimal mark and grouping ('12.345,5' in Spanish). */
  number: (value: number, maximumFractionDigits?: number) => string;
  /** 'a, b and c' in the language ('a, b y c', 'a、b和c'). */
  list: (items: readonly string[]) => string;
  /** A sequence 'a, b, c' with the language's separator (no 'and'). */
  sequence: (items: readonly string[]) => string;
  /**
   * A value in a right-to-left sentence ('-0.44 inches' in Arabic) wrapped in Unicode's
   * first-strong isolate marks, so its minus sign and Latin unit keep their order; as it is in a
   * left-to-right language.
   */
  isolate: (text: string) => string;
};

function build(language: InterfaceLanguage): GuideText {
  const compiled = new Map<string, IntlMessageFormat>();
  const numbers = new Map<number, Intl.NumberFormat>();
  const catalogue = GUIDE_CATALOGUES[language];
  const source = (key: string) => {
    const [group, name] = key.split('.') as [string, string];
    // A missing translation falls back to English (locales.test.ts keeps them complete).
    return catalogue[group]?.[name] ?? (en as Catalogue)[group]![name]!;
  };
  // British English lists have no comma before 'and', as the guide always wrote them.
  const and = new Intl.ListFormat(language === 'en' ? 'en-GB' : language, {
    style: 'long',
    type: 'conjunction',
  });
  return {
    language,
    t(key, values) {
      let format = compiled.get(key);
      if (!format) {
        format = new IntlMessageFormat(source(key), language);
        compiled.set(key, format);
      }
      return String(format.format(values));
    },
    number(value, digits = 20) {
      let format = numbers.get(digits);
      if (!format) {
        format = new Intl.NumberFormat(language, { maximumFractionDigits: digits });
        numbers.set(digits, format);
      }
      return format.format(value);
    },
    list: (items) => and.format(items),
    sequence: (items) => items.join(SEPARATORS[language]),
    isolate: (text) => (textDirectionOf(language) === 'rtl' ? `\u2068${text}\u2069` : text),
  };
}

/** Intl's 'unit' lists end in 'und' or 'و' in some languages: a plain sequence has none. */
const SEPARATORS: Readonly<Record<InterfaceLanguage, string>> = {
  en: ', ',
  es: ', ',
  fr: ', ',
  de: ', ',
  ar: '، ',
  zh: '、',
};

const built = new Map<InterfaceLanguage, GuideText>();

/** The guide's text in `language` (built once per language). */
export function guideText(language: InterfaceLanguage = 'en'): GuideText {
  let text = built.get(language);
  if (!text) {
    text = build(language);
    built.set(language, text);
  }
  return text;
}
