// Serves the message catalogues to the app (docs/product/languages.md; the format is in
// localeCatalogs.ts):
//   import english from './locales/en.json'   a feature's English messages, compiled, tagged with
//                                              the feature's namespace
//   import('virtual:dsb-locale/es')            every feature's Spanish messages in one chunk, so a
//                                              language costs one request and only its own bytes
// A build fails on any catalogue problem; the dev server warns instead.
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  catalogFileOf,
  catalogProblems,
  compileCatalog,
  findCatalogFiles,
  readCatalog,
} from './localeCatalogs.ts';

const FILE_PREFIX = '\0dsb-locale-file:';
const LANGUAGE_ID = 'virtual:dsb-locale/';
const LANGUAGE_PREFIX = '\0dsb-locale/';
/** The key the runtime reads a catalogue's namespace from (apps/web/src/i18n/defineMessages.ts). */
const NAMESPACE_SYMBOL = "Symbol.for('dsb.i18n.namespace')";

export interface I18nCatalogsOptions {
  /** apps/web/src */
  srcRoot: string;
  /** Every interface language; each needs a complete catalogue beside each English one. */
  languages: readonly string[];
}

export function i18nCatalogs({ srcRoot, languages }: I18nCatalogsOptions): Plugin {
  let failOnProblems = false;
  return {
    name: 'dsb:i18n-catalogs',
    enforce: 'pre',
    configResolved(config) {
      failOnProblems = config.command === 'build';
    },
    buildStart() {
      const problems = catalogProblems(findCatalogFiles(srcRoot), languages);
      if (problems.length === 0) return;
      const report = `Message catalogues:\n  ${problems.join('\n  ')}`;
      if (failOnProblems) this.error(report);
      else this.warn(report);
    },
    resolveId(source, importer) {
      if (source.startsWith(LANGUAGE_ID)) return LANGUAGE_PREFIX + source.slice(LANGUAGE_ID.length);
      if (!importer || !source.endsWith('.json') || !source.includes('locales')) return null;
      const file = path.resolve(path.dirname(importer.replace(/\?.*$/, '')), source);
      // Without its .json ending, or Vite's JSON plugin would read the compiled module as JSON.
      return catalogFileOf(file, srcRoot) ? FILE_PREFIX + file.replace(/\.json$/, '') : null;
    },
    load(id) {
      if (id.startsWith(FILE_PREFIX)) {
        const file = `${id.slice(FILE_PREFIX.length)}.json`;
        const entry = catalogFileOf(file, srcRoot)!;
        this.addWatchFile(file);
        const compiled = JSON.stringify(compileCatalog(readCatalog(file)));
        return [
          `const catalog = ${compiled};`,
          `Object.defineProperty(catalog, ${NAMESPACE_SYMBOL}, { value: ${JSON.stringify(entry.namespace)} });`,
          'export default catalog;',
        ].join('\n');
      }
      if (id.startsWith(LANGUAGE_PREFIX)) {
        const language = id.slice(LANGUAGE_PREFIX.length);
        if (!languages.includes(language)) this.error(`${language} is not an interface language`);
        const namespaces: Record<string, unknown> = {};
        for (const entry of findCatalogFiles(srcRoot)) {
          // A test's catalogue (a `test` folder) is checked but never shipped.
          if (entry.language !== language || entry.namespace.split('/').includes('test')) continue;
          this.addWatchFile(entry.file);
          namespaces[entry.namespace] = compileCatalog(readCatalog(entry.file));
        }
        return `export default ${JSON.stringify(namespaces)};`;
      }
      return null;
    },
  };
}
