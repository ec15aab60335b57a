import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The interface's words in another language, found by their English text, so a spec can drive
 * the app in Arabic or Chinese with the names a pupil sees there. Every feature's catalogue
 * (`src/<feature>/locales/<lang>.json`) is searched for the English message; the translation at
 * the same key is returned. A message not (yet) in any catalogue is shown in English, so it is
 * returned as it is.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
type Catalog = { [key: string]: string | Catalog };

function catalogues(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`${path.sep}locales${path.sep}en.json`))
    .map((file) => path.dirname(path.dirname(file)).split(path.sep).join('/'));
}

const read = (namespace: string, language: string): Catalog | null => {
  try {
    return JSON.parse(
      readFileSync(path.join(SRC, namespace, 'locales', `${language}.json`), 'utf8'),
    ) as Catalog;
  } catch {
    return null;
  }
};

/** A message with its simple {arguments} unnamed: 'Open {title}' matches 'Open {label}'. */
const shape = (message: string) => message.replace(/\{\w+\}/g, '{}');

function keysOf(catalog: Catalog, english: string, at: string[] = []): string[][] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string'
      ? shape(value) === shape(english)
        ? [[...at, key]]
        : []
      : keysOf(value, english, [...at, key]),
  );
}

const valueAt = (catalog: Catalog | null, keys: string[]) =>
  keys.reduce<string | Catalog | undefined>(
    (node, key) => (node && typeof node === 'object' ? node[key] : undefined),
    catalog ?? undefined,
  );

/** A reader of `language`'s words: `say('Add Heading')`; `namespace` settles a word two features share differently. */
export function interfaceText(language: string) {
  const namespaces = catalogues();
  const say = (english: string, namespace?: string): string => {
    const found = new Set<string>();
    for (const ns of namespace ? [namespace] : namespaces) {
      const source = read(ns, 'en');
      for (const keys of source ? keysOf(source, english) : []) {
        const translated = valueAt(read(ns, language), keys);
        if (typeof translated === 'string') found.add(translated);
      }
    }
    if (found.size > 1)
      throw new Error(`"${english}" is translated ${found.size} ways: name its feature`);
    return found.values().next().value ?? english;
  };
  /** A message with {arguments} as a pattern matching it with any values. */
  const pattern = (english: string, namespace?: string): RegExp => {
    const parts = say(english, namespace).split(/\{[^}]+\}/);
    return new RegExp(`^${parts.map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('.*')}$`);
  };
  return { say, pattern };
}
