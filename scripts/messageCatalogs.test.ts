// The interface's message catalogues (docs/product/languages.md) are complete and in use: every
// English message has a translation in each interface language with the same arguments, no
// translation keeps a message English dropped, and every English message is used by the code.
// A message the code uses but English lacks fails the typecheck (defineMessages types its keys).
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../packages/core/src/languages';
import {
  catalogProblems,
  findCatalogFiles,
  flattenCatalog,
  readCatalog,
  SOURCE_LANGUAGE,
} from '../apps/web/vite/localeCatalogs';

const LOOKED_UP_BY_TEXT = 'lib/serverText';
const SRC = fileURLToPath(new URL('../apps/web/src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * English keys no code uses. A message counts as used when its name is read as a property
 * (`.name`, `['name']`); a group read by a computed key (`kinds[type]`) counts all its messages.
 */
function unusedMessages(srcRoot: string): string[] {
  const code = sourceFiles(srcRoot)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const named = (name: string) =>
    new RegExp(`(\\.${name}\\b|\\[\\s*['"\`]${name}['"\`]\\s*\\])`).test(code);
  const unused: string[] = [];
  for (const entry of findCatalogFiles(srcRoot)) {
    if (entry.language !== SOURCE_LANGUAGE || entry.namespace.split('/').includes('test')) continue;
    // The server's texts are looked up by their English text (serverText.test.ts keeps them in
    // step with packages/core), not by name.
    if (entry.namespace === LOOKED_UP_BY_TEXT) continue;
    for (const key of flattenCatalog(readCatalog(entry.file)).keys()) {
      const parts = key.split('.');
      const leaf = parts.at(-1)!;
      const groups = parts.slice(0, -1);
      const viaGroup = groups.some((group) => new RegExp(`\\.${group}\\s*\\[`).test(code));
      if (!named(leaf) && !viaGroup) unused.push(`${entry.namespace}: ${key}`);
    }
  }
  return unused;
}

function plant(files: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'catalogs-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(content));
  }
  return root;
}

describe('the message catalogues', () => {
  it('are complete in every interface language, with the same arguments', () => {
    expect(catalogProblems(findCatalogFiles(SRC), INTERFACE_LANGUAGES)).toEqual([]);
  });

  it('hold no English message the code no longer uses', () => {
    expect(unusedMessages(SRC)).toEqual([]);
  });

  it('catch a planted missing, extra, mismatched or broken translation', () => {
    const root = plant({
      'feature/locales/en.json': { a: 'Hi {name}', b: 'Bye', c: 'Ok' },
      'feature/locales/es.json': { a: 'Hola {nombre}', c: '{broken', d: 'extra' },
      'other/locales/en.json': { x: 'X' },
    });
    const problems = catalogProblems(findCatalogFiles(root), ['en', 'es']);
    expect(problems.join('\n')).toMatch(/"a" uses \{nombre\} where English uses \{name\}/);
    expect(problems.join('\n')).toMatch(/lacks "b"/);
    expect(problems.join('\n')).toMatch(/has "d", which English no longer has/);
    expect(problems.join('\n')).toMatch(/"c" is not a valid ICU message/);
    expect(problems.join('\n')).toMatch(/other: no es\.json/);
  });

  it('catch a planted English message no code uses', () => {
    const root = plant({ 'feature/locales/en.json': { used: 'Used', neverShown: 'Never' } });
    writeFileSync(path.join(root, 'feature', 'View.tsx'), 'export const x = m.used();\n');
    expect(unusedMessages(root)).toEqual(['feature: neverShown']);
  });
});
