// The interface's message catalogues (docs/product/languages.md), read and checked at build time.
//
// A feature keeps its messages in `<feature>/locales/<language>.json`: English (`en.json`) is the
// source, one file per translation beside it. A message is an ICU MessageFormat string (plurals,
// select, numbers); nested objects group related messages. The build compiles each message to
// FormatJS's syntax tree, so the browser formats without shipping the ICU parser, and fails when a
// translation lacks a message, has one English no longer has, or names different arguments.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export const SOURCE_LANGUAGE = 'en';
const CATALOG_FILE = /[\\/]locales[\\/]([a-z]{2,3})\.json$/;

/** A compiled message: the text itself when it has no arguments, else FormatJS's syntax tree. */
export type CompiledMessage = string | MessageFormatElement[];
export type Catalog<T = string> = { [key: string]: T | Catalog<T> };

export interface CatalogFile {
  file: string;
  language: string;
  /** The folder that owns the catalogue, relative to src: `features/chartBuilder`. */
  namespace: string;
}

/** The language and namespace of a catalogue file under `srcRoot`, or null for any other file. */
export function catalogFileOf(file: string, srcRoot: string): CatalogFile | null {
  const language = CATALOG_FILE.exec(file)?.[1];
  if (!language) return null;
  const owner = path.dirname(path.dirname(file));
  const namespace = path.relative(srcRoot, owner).split(path.sep).join('/');
  if (namespace.startsWith('..')) return null;
  return { file, language, namespace };
}

/** Every catalogue file under `srcRoot`. */
export function findCatalogFiles(srcRoot: string): CatalogFile[] {
  const found: CatalogFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else {
        const catalog = catalogFileOf(full, srcRoot);
        if (catalog) found.push(catalog);
      }
    }
  };
  walk(srcRoot);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

export function readCatalog(file: string): Catalog {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  assertCatalog(parsed, file, '');
  return parsed;
}

function assertCatalog(value: unknown, file: string, at: string): asserts value is Catalog {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file}: ${at || 'the file'} must be an object of messages`);
  }
  for (const [key, child] of Object.entries(value)) {
    if (typeof child !== 'string') assertCatalog(child, file, at ? `${at}.${key}` : key);
  }
}

/** Each message by its dotted key. */
export function flattenCatalog(catalog: Catalog, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(dotted, value);
    else for (const [k, v] of flattenCatalog(value, dotted)) flat.set(k, v);
  }
  return flat;
}

export function compileMessage(message: string): CompiledMessage {
  const tree = parse(message);
  if (tree.length === 0) return '';
  if (tree.length === 1 && tree[0]!.type === TYPE.literal) return tree[0]!.value;
  return tree;
}

export function compileCatalog(catalog: Catalog): Catalog<CompiledMessage> {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => [
      key,
      typeof value === 'string' ? compileMessage(value) : compileCatalog(value),
    ]),
  );
}

/** The names a message's arguments and tags use, sorted: a translation must use the same. */
export function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) visit(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/**
 * What is wrong with the catalogues: a message that does not parse, a namespace or message a
 * translation lacks, one English no longer has, or arguments that differ. Empty when all is well.
 */
export function catalogProblems(files: CatalogFile[], languages: readonly string[]): string[] {
  const problems: string[] = [];
  const sources = new Map<string, Map<string, string>>();
  const byNamespace = new Map<string, Map<string, CatalogFile>>();
  for (const entry of files) {
    const languagesHere = byNamespace.get(entry.namespace) ?? new Map<string, CatalogFile>();
    languagesHere.set(entry.language, entry);
    byNamespace.set(entry.namespace, languagesHere);
  }
  const read = (entry: CatalogFile): Map<string, string> | null => {
    try {
      const flat = flattenCatalog(readCatalog(entry.file));
      for (const [key, message] of flat) {
        try {
          parse(message);
        } catch (error) {
          problems.push(`${entry.file}: "${key}" is not a valid ICU message (${String(error)})`);
        }
      }
      return flat;
    } catch (error) {
      problems.push(`${entry.file}: ${(error as Error).message}`);
      return null;
    }
  };
  for (const [namespace, entries] of byNamespace) {
    const sourceEntry = entries.get(SOURCE_LANGUAGE);
    if (!sourceEntry) {
      problems.push(`${namespace}: has translations but no ${SOURCE_LANGUAGE}.json`);
      continue;
    }
    const source = read(sourceEntry);
    if (!source) continue;
    sources.set(namespace, source);
    for (const language of languages) {
      if (language === SOURCE_LANGUAGE) continue;
      const entry = entries.get(language);
      if (!entry) {
        problems.push(`${namespace}: no ${language}.json (every message needs a translation)`);
        continue;
      }
      const translated = read(entry);
      if (translated) problems.push(...compareMessages(entry.file, source, translated));
    }
  }
  return problems;
}

function compareMessages(
  file: string,
  source: Map<string, string>,
  translated: Map<string, string>,
): string[] {
  const problems: string[] = [];
  for (const [key, english] of source) {
    const message = translated.get(key);
    if (message === undefined) {
      problems.push(`${file}: lacks "${key}"`);
      continue;
    }
    const safeNames = (text: string) => {
      try {
        return argumentNames(text).join(', ');
      } catch {
        return null;
      }
    };
    const expected = safeNames(english);
    const actual = safeNames(message);
    if (expected !== null && actual !== null && expected !== actual) {
      problems.push(`${file}: "${key}" uses {${actual}} where English uses {${expected}}`);
    }
  }
  for (const key of translated.keys()) {
    if (!source.has(key)) problems.push(`${file}: has "${key}", which English no longer has`);
  }
  return problems;
}
