// Which language the interface speaks and switching it without a reload
// (docs/product/languages.md): a ?lang= on the address (a class link's), else the one chosen on
// this browser or saved with the account, else the browser's own languages, else English.
import {
  LOCAL_STORAGE_KEYS,
  matchInterfaceLanguage,
  textDirectionOf,
  type InterfaceLanguage,
} from '@dsb/core';
import { applyLanguage, type LanguageCatalog } from './runtime';

type CatalogModule = { default: unknown };

// One chunk per language, made by the build from every feature's locales/<language>.json.
const CATALOGS: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<CatalogModule>> = {
  es: () => import('virtual:dsb-locale/es'),
  fr: () => import('virtual:dsb-locale/fr'),
  de: () => import('virtual:dsb-locale/de'),
  ar: () => import('virtual:dsb-locale/ar'),
  zh: () => import('virtual:dsb-locale/zh'),
};

// Forgotten at sign-out like the app's other keys: a shared computer's next pupil starts afresh.
const STORAGE_KEY = LOCAL_STORAGE_KEYS.interfaceLanguage;

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(language: InterfaceLanguage | null) {
  try {
    if (language) localStorage.setItem(STORAGE_KEY, language);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, a frame): the choice lasts until the page closes.
  }
}

/** The browser's own choice, ignoring anything chosen here. */
export function browserLanguage(): InterfaceLanguage {
  return matchInterfaceLanguage([...(navigator.languages ?? []), navigator.language]) ?? 'en';
}

/** The language to start in: ?lang=, then this browser's choice, then the browser's languages. */
export function startingLanguage(search = window.location.search): InterfaceLanguage {
  const requested = new URLSearchParams(search).get('lang');
  return matchInterfaceLanguage([requested, storedLanguage()]) ?? browserLanguage();
}

/**
 * Loads `language`'s catalogue and switches to it. `remember`: keep it for this browser (a choice
 * or a ?lang=); null forgets the choice and follows the browser again.
 */
export async function switchLanguage(
  language: InterfaceLanguage,
  options: { remember?: boolean } = {},
): Promise<void> {
  const catalog =
    language === 'en' ? null : ((await CATALOGS[language]()).default as LanguageCatalog);
  if (options.remember) remember(language);
  document.documentElement.lang = language;
  document.documentElement.dir = textDirectionOf(language);
  applyLanguage(language, catalog);
}

/** Follows the browser's languages again, forgetting a choice made here. */
export async function followBrowserLanguage(): Promise<void> {
  remember(null);
  await switchLanguage(browserLanguage());
}

/** Before the first render: the starting language, remembered when the address asked for it. */
export async function startLanguage(): Promise<void> {
  const language = startingLanguage();
  const fromAddress = new URLSearchParams(window.location.search).has('lang');
  try {
    await switchLanguage(language, { remember: fromAddress });
  } catch (error) {
    // A catalogue that does not load (offline, an old tab after a deploy) leaves English.
    console.error(`The ${language} interface could not be loaded`, error);
    await switchLanguage('en');
  }
}
