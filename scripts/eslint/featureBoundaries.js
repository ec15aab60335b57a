// ESLint rule: a feature (apps/web/src/features/<name>/, apps/server/src/features/<name>/) uses
// another feature only through that feature's index.ts, so each feature's public surface is one file
// and its inner modules can change freely. Relative specifiers are resolved against the importing
// file; bare package names are left to no-restricted-imports. Test files (and the server's test
// support) may reach into another feature for its fakes and fixtures.
import path from 'node:path';

const DEFAULT_FEATURES_DIR = 'apps/web/src/features';
// Folders that group features rather than being one (the web app's admin tools live in
// features/admin/<tool>/).
const DEFAULT_GROUPS = ['admin'];
const TEST_FILE = /(\.test\.[cm]?[jt]sx?|[tT]estSupport\.[cm]?[jt]s)$/;
const INDEX_FILE = /^index(\.[cm]?[jt]sx?)?$/;

const toPosix = (file) => file.split(path.sep).join('/');

/** The feature a path inside features/ belongs to, e.g. ['stories'] or ['admin', 'users'], and the rest. */
function splitFeature(relative, GROUPS) {
  const parts = relative.split('/');
  const size = GROUPS.has(parts[0]) && parts.length > 2 ? 2 : 1;
  return { feature: parts.slice(0, size).join('/'), inner: parts.slice(size) };
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its index.ts' },
    schema: [
      {
        type: 'object',
        properties: {
          featuresDir: { type: 'string' },
          groups: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      deep: "'{{source}}' reaches inside the '{{feature}}' feature: import it from '{{entry}}' (export what you need from features/{{feature}}/index.ts).",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const FEATURES_DIR = options.featuresDir ?? DEFAULT_FEATURES_DIR;
    const GROUPS = new Set(options.groups ?? DEFAULT_GROUPS);
    const file = toPosix(context.physicalFilename ?? context.filename);
    const at = file.lastIndexOf(`/${FEATURES_DIR}/`);
    const start = at >= 0 ? at + 1 : file.startsWith(`${FEATURES_DIR}/`) ? 0 : -1;
    if (start < 0 || TEST_FILE.test(file)) return {};
    const featuresRoot = file.slice(0, start + FEATURES_DIR.length);
    const own = splitFeature(file.slice(featuresRoot.length + 1), GROUPS).feature;

    function check(sourceNode) {
      if (sourceNode?.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const source = sourceNode.value;
      if (!source.startsWith('.')) return;
      const target = path.posix.join(path.posix.dirname(file), source);
      const relative = path.posix.relative(featuresRoot, target);
      if (relative === '' || relative.startsWith('..')) return; // outside features/
      const { feature, inner } = splitFeature(relative, GROUPS);
      if (feature === own || GROUPS.has(feature)) return;
      if (inner.length === 0 || (inner.length === 1 && INDEX_FILE.test(inner[0]))) return;
      const entry = path.posix.relative(path.posix.dirname(file), `${featuresRoot}/${feature}`);
      context.report({
        node: sourceNode,
        messageId: 'deep',
        data: { source, feature, entry: entry.startsWith('.') ? entry : `./${entry}` },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
