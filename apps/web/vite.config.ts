import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { INTERFACE_LANGUAGES } from '../../packages/core/src/languages.ts';
import { i18nCatalogs } from './vite/i18nCatalogs.ts';
import { mantineStylesPerComponent } from './vite/mantineStylesPerComponent.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** React Router's production build, beside the development one its package exports. */
function reactRouterProduction(): string {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  return path.join(path.dirname(development), '..', 'production', path.basename(development));
}

const srcRoot = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The build compiles every message (vite/i18nCatalogs.ts), so the browser needs FormatJS's
 * formatter without its ICU parser.
 */
export const icuParserless = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

export const catalogs = () => i18nCatalogs({ srcRoot, languages: INTERFACE_LANGUAGES });

export default defineConfig(({ command }) => ({
  plugins: [catalogs(), react(), mantineStylesPerComponent()],
  // React Router's package points every bundler at its development build (extra checks and
  // warnings); a production bundle takes its production build instead.
  resolve: {
    alias: [
      icuParserless,
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction() }]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The shared zod schemas in @dsb/core are built at module load. Most of them validate on the
      // server only; marking zod's builders pure lets unused ones (and most of zod) drop out.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    port: 5173,
    // In development the API runs separately; proxying keeps the browser on one origin (cookies, CSP).
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/auth': { target: apiTarget, changeOrigin: false },
    },
  },
}));
