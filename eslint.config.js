// Lint guards the architecture as well as the code: layer boundaries are no-restricted-imports rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { localPlugin } from './scripts/eslint/plugin.js';

// Flat config gives a rule the setting of the LAST matching block, whole: a later files-block's
// no-restricted-imports replaces an earlier one instead of adding to it. So the restrictions are named
// pieces here, and each block below lists every piece that applies to its files.
const noReact = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@mantine/*', '@tanstack/react-query'],
  message: 'Pure model code knows no React.',
};
const noFabric = { group: ['fabric'], message: 'Pure model code knows no Fabric.' };
const noServerLibraries = {
  group: ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*'],
  message: 'Pure model code knows no server.',
};
const noNode = { group: ['node:*'], message: 'Core runs in the browser too.' };
const webNotServer = {
  // The second pattern catches relative paths such as ../../../server/src/app.
  group: ['**/apps/server/**', '**/server/src/**', '@dsb/server'],
  message: 'The web app talks to the server over HTTP only.',
};
// The editor model sits below the Fabric adapter and the React UI of the web app.
const modelNotWebUi = {
  group: ['**/editor/fabric', '**/editor/fabric/**', '**/features/**', '**/app/**', '**/ui/**'],
  message: 'The editor model knows nothing of the Fabric adapter or the React UI.',
};

// The server's floors: app.ts and composition/ wire features together; features use shared
// machinery (platform/) and one another through their index.ts; platform/ imports no feature.
const serverNotWeb = {
  // The second pattern catches relative paths such as ../../../../web/src/app.
  group: ['**/apps/web/**', '**/web/src/**', '@dsb/web', 'react'],
  message: 'The server does not import the web app.',
};
const serverNotUpward = {
  regex: '^(?:\\.\\./)+(?:app|server|composition)(?:/|$)',
  message:
    'Only app.ts and server.ts compose the app: a feature or platform module is handed what it needs.',
};
const platformNotFeatures = {
  regex: '^(?:\\.\\./)+features(?:/|$)',
  message: 'Shared machinery (platform/) imports no feature: move what both need into platform/.',
};

const restrictImports = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(noReact, noFabric, noServerLibraries, noNode),
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { local: localPlugin },
    rules: {
      'no-restricted-imports': restrictImports(webNotServer),
      'local/feature-boundaries': 'error',
      'local/side-effect-imports': 'error',
    },
  },
  {
    // Browser tests start the server's local stand-ins of outside services (Google, a model API)
    // from the server's test support; the app under test still reaches the server over HTTP only.
    files: ['apps/web/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        { group: ['**/apps/server/**', '@dsb/server'], message: webNotServer.message },
        { regex: 'server/src/(?!(?:\\w+/)+\\w*[tT]estSupport$)', message: webNotServer.message },
      ),
    },
  },
  {
    // After the apps/web block, whose setting it must extend rather than lose to.
    files: ['apps/web/src/editor/model/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        webNotServer,
        noReact,
        noFabric,
        noServerLibraries,
        modelNotWebUi,
      ),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { local: localPlugin },
    rules: {
      'no-restricted-imports': restrictImports(serverNotWeb, serverNotUpward),
      'local/feature-boundaries': [
        'error',
        { featuresDir: 'apps/server/src/features', groups: [] },
      ],
    },
  },
  {
    // Shared machinery sits beneath every feature: it is handed what it needs, never reaches up.
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(serverNotWeb, serverNotUpward, platformNotFeatures),
    },
  },
  {
    // Tests and their support exercise the assembled app and may use any layer's fixtures; the
    // floors above are about what the product's own code depends on.
    files: [
      'apps/server/**/*.test.ts',
      'apps/server/**/*[tT]estSupport.ts',
      'apps/server/src/platform/test/**',
    ],
    rules: { 'no-restricted-imports': restrictImports(serverNotWeb) },
  },
  {
    // No source file grows past 400 lines: split it by what its parts do.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
);
