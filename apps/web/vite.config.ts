import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineStylesPerComponent } from './vite/mantineStylesPerComponent.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** React Router's production build, beside the development one its package exports. */
function reactRouterProduction(): string {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  return path.join(path.dirname(development), '..', 'production', path.basename(development));
}

export default defineConfig(({ command }) => ({
  plugins: [react(), mantineStylesPerComponent()],
  // React Router's package points every bundler at its development build (extra checks and
  // warnings); a production bundle takes its production build instead.
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }] }
      : {},
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
