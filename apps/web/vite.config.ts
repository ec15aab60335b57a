import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineStylesPerComponent } from './vite/mantineStylesPerComponent.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), mantineStylesPerComponent()],
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
});
