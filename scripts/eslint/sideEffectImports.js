// ESLint rule: a bare `import './x'` of the web app's own code only runs if apps/web/package.json lists
// the file in "sideEffects". That list lets the bundler drop what a feature's index.ts re-exports but
// nobody uses (so a barrel import does not drag a whole feature into the first page); the price is that
// an unlisted side-effect import is silently dropped from the build. This rule makes that loud.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const toPosix = (file) => file.split(path.sep).join('/');
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

function findPackage(dir) {
  for (let at = dir; at !== path.dirname(at); at = path.dirname(at)) {
    const file = path.join(at, 'package.json');
    if (existsSync(file)) return { root: at, json: JSON.parse(readFileSync(file, 'utf8')) };
  }
  return null;
}

/** Whether `relative` (posix, from the package root) matches one "sideEffects" entry. */
function listed(entries, relative) {
  return entries.some((entry) => {
    const pattern = entry.replace(/^\.\//, '');
    if (!pattern.includes('*')) return pattern === relative;
    const regex = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*+/g, '.*');
    return new RegExp(pattern.includes('/') ? `^${regex}$` : `(^|/)${regex}$`).test(relative);
  });
}

/** @type {import('eslint').Rule.RuleModule} */
export const sideEffectImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Side-effect imports must be listed in package.json "sideEffects"' },
    schema: [],
    messages: {
      unlisted:
        "'{{source}}' is imported for its side effects only, but the build drops it: list '{{file}}' in {{pkg}} \"sideEffects\" (or import something from it).",
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const pkg = findPackage(path.dirname(file));
    const entries = pkg?.json.sideEffects;
    if (!Array.isArray(entries)) return {}; // absent or true: the bundler keeps every module's effects
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (node.specifiers.length > 0 || typeof source !== 'string' || !source.startsWith('.'))
          return;
        const base = path.resolve(path.dirname(file), source);
        const target = EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(f)) ?? base;
        const relative = toPosix(path.relative(pkg.root, target));
        if (listed(entries, relative)) return;
        context.report({
          node: node.source,
          messageId: 'unlisted',
          data: {
            source,
            file: `./${relative}`,
            pkg: toPosix(path.relative(process.cwd(), path.join(pkg.root, 'package.json'))),
          },
        });
      },
    };
  },
};
