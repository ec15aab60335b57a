// The active interface language and its translations (docs/product/languages.md). Messages are
// looked up when they are shown, so a component rendered after a change speaks the new language;
// LanguageRoot re-renders the whole app when it changes.
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { InterfaceLanguage } from '@dsb/core';

/** A message as the build compiled it: its text, or FormatJS's syntax tree when it has arguments. */
export type CompiledMessage = string | MessageFormatElement[];
export interface CompiledCatalog {
  [key: string]: CompiledMessage | CompiledCatalog;
}
/** One language's messages of every feature, by namespace (`features/chartBuilder`). */
export type LanguageCatalog = Record<string, CompiledCatalog>;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

let language: InterfaceLanguage = 'en';
let translations: LanguageCatalog | null = null;
const formatters = new Map<string, IntlMessageFormat>();
const listeners = new Set<() => void>();

export function currentLanguage(): InterfaceLanguage {
  return language;
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches the interface to `next` with its catalogue (null for English, the source). */
export function applyLanguage(next: InterfaceLanguage, catalog: LanguageCatalog | null): void {
  language = next;
  translations = next === 'en' ? null : catalog;
  formatters.clear();
  for (const listener of listeners) listener();
}

function lookup(catalog: CompiledCatalog | undefined, path: readonly string[]) {
  let node: CompiledMessage | CompiledCatalog | undefined = catalog;
  for (const key of path) {
    if (!node || typeof node === 'string' || Array.isArray(node)) return undefined;
    node = node[key];
  }
  return typeof node === 'string' || Array.isArray(node) ? node : undefined;
}

/** The message at `path` of `namespace` in the active language (English when not translated). */
export function formatMessage(
  namespace: string,
  path: readonly string[],
  english: CompiledMessage,
  values?: MessageValues,
): string {
  const translated = lookup(translations?.[namespace], path);
  const message = translated ?? english;
  if (typeof message === 'string') return message;
  const cacheKey = `${translated ? language : 'en'}\u0000${namespace}\u0000${path.join('.')}`;
  try {
    let formatter = formatters.get(cacheKey);
    if (!formatter) {
      formatter = new IntlMessageFormat(message, translated ? language : 'en');
      formatters.set(cacheKey, formatter);
    }
    return String(formatter.format(values));
  } catch (error) {
    // A missing argument is a bug, but it must not take the page down: say so once and show
    // the English message, which the type of the call site and the catalogue check keep sound.
    console.error(`Message ${namespace}:${path.join('.')} could not be formatted`, error);
    if (message === english) return path.join('.');
    return formatMessage(namespace, path, english, values);
  }
}
