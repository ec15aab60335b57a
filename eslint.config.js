// Lint guards the architecture as well as the code: layer boundaries are no-restricted-imports rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noUiOrServer = {
  patterns: [
    {
      group: ['react', 'react-dom', 'react/*', '@mantine/*'],
      message: 'Pure model code knows no React.',
    },
    { group: ['fabric'], message: 'Pure model code knows no Fabric.' },
    {
      group: ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*'],
      message: 'Pure model code knows no server.',
    },
  ],
};

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
      'no-restricted-imports': [
        'error',
        {
          ...noUiOrServer,
          patterns: [
            ...noUiOrServer.patterns,
            { group: ['node:*'], message: 'Core runs in the browser too.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/editor/model/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noUiOrServer] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@dsb/server'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@dsb/web', 'react'],
              message: 'The server does not import the web app.',
            },
          ],
        },
      ],
    },
  },
);
