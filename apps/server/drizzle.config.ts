import { defineConfig } from 'drizzle-kit';

// Used only by `npx drizzle-kit generate` when the schema changes; migrations are committed.
// Each feature keeps its tables in its own tables.ts (the shared ones are under platform/).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/tables.ts',
  out: './src/platform/db/migrations',
});
