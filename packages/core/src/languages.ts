import { z } from 'zod';

/**
 * The interface languages (docs/product/languages.md): English is the source, the others are
 * complete translations of what pupils and teachers see. Each name is the language's own name,
 * so a pupil finds theirs whatever the interface is in now.
 */
export const INTERFACE_LANGUAGES = ['en', 'es', 'fr', 'de', 'ar', 'zh'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const INTERFACE_LANGUAGE_NAMES: Readonly<Record<InterfaceLanguage, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
  zh: '简体中文',
};

/** Each language's English name, for instructions written in English (an AI model's). */
export const INTERFACE_LANGUAGE_ENGLISH_NAMES: Readonly<Record<InterfaceLanguage, string>> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  ar: 'Arabic',
  zh: 'Simplified Chinese',
};

/** Languages written right to left: the whole interface mirrors in them. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

export function textDirectionOf(language: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(primarySubtag(language)) ? 'rtl' : 'ltr';
}

function primarySubtag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

export const interfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES, {
  message: `language must be one of ${INTERFACE_LANGUAGES.join(', ')}`,
});

/**
 * The interface language for a list of BCP 47 tags in order of preference (a ?lang= value, the
 * browser's languages): the first whose language is translated, matched on its primary subtag
 * (es-MX is Spanish, zh-Hans-CN Chinese), else null.
 */
export function matchInterfaceLanguage(
  tags: readonly (string | null | undefined)[],
): InterfaceLanguage | null {
  for (const tag of tags) {
    if (!tag) continue;
    const primary = primarySubtag(tag);
    if ((INTERFACE_LANGUAGES as readonly string[]).includes(primary)) {
      return primary as InterfaceLanguage;
    }
  }
  return null;
}
