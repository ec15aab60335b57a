import { defineConfig } from 'drizzle-kit';

// Used only by `npx drizzle-kit generate` when the schema changes; migrations are committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/jobsSchema.ts',
    './src/db/linksSchema.ts',
    './src/db/newsSchema.ts',
    './src/db/videosSchema.ts',
    './src/db/aiSchema.ts',
    './src/db/googleSchema.ts',
  ],
  out: './src/db/migrations',
});
