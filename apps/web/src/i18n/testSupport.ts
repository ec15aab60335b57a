// Test support: the interface in another language, for tests only (the app switches language
// through language.ts, which loads the build's catalogue of that language).
import type { InterfaceLanguage } from '@dsb/core';
import { applyLanguage, type LanguageCatalog } from './runtime';

/**
 * Switches the interface to `language` with the catalogues a test imports, by namespace: the folder
 * the build gives each catalogue, e.g. `{ 'features/aiHelp': spanish }` for
 * features/aiHelp/locales/es.json (`editor`, `lib/serverText`, ...). A test that needs two
 * namespaces passes both.
 *
 * Tests import a feature's locales/*.json, which the test run compiles as the build does
 * (vitest.config.ts), but TypeScript types such an import as the plain JSON: this is the one typed
 * place that treats it as the compiled catalogue the runtime reads.
 */
export function speakTestLanguage(
  language: InterfaceLanguage,
  catalogs: Record<string, unknown>,
): void {
  applyLanguage(language, catalogs as LanguageCatalog);
}

/** Back to English, the source language (for afterEach). */
export function speakEnglish(): void {
  applyLanguage('en', null);
}
