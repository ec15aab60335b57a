import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { catalogs, icuParserless } from './apps/web/vite.config.ts';

/**
 * Server test files that never open a database. They run once (project `server-no-db`), and a
 * set-up file fails any of them that opens one (apps/server/src/platform/test/databaseFree.ts).
 * Every other server file (project `server`) touches the database: it runs on PGlite and again on
 * PostgreSQL (project `server-postgres`). A file left off this list is simply run on both.
 */
const serverDatabaseFree = [
  'apiDocs/privacyDoc',
  'composition/firstAdminNotice',
  'composition/privacyInventory',
  'features/aiHelp/modelPrompt',
  'features/aiHelp/guide/*',
  'features/collab/sessionWatch',
  'features/collector/scrape/*',
  'features/evidence/duplicateGroups',
  'features/evidence/charts/*',
  'features/prompts/drafting/*',
  'features/video/render/*',
  'platform/cache/*',
  'platform/db/lock',
  'platform/embeddings/*',
  'platform/images/*',
  'platform/languageModel/*',
  'platform/media/ffmpeg',
  'platform/net/*',
  'platform/search/*',
  'platform/speech/*',
  'platform/storage/listing',
  'platform/storage/local',
  'platform/storage/usage',
  'platform/test/databaseFree',
  'platform/workers/*',
].map((file) => `apps/server/src/${file}.test.ts`);

const server = { testTimeout: 30_000, hookTimeout: 60_000 };

/** Set by scripts/test.mjs and scripts/pg-test.mjs to a throwaway PostgreSQL cluster. */
const postgresUrl = process.env.TEST_POSTGRES_URL;

/** The server files that touch the database, on PGlite or (with `databaseUrl`) PostgreSQL. */
function serverDatabaseProject(name: string, databaseUrl?: string) {
  return {
    test: {
      name,
      include: ['apps/server/src/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...serverDatabaseFree],
      // Migrates one database for the run; each test app starts as a copy of it.
      globalSetup: ['apps/server/src/platform/test/globalSetup.ts'],
      // One import of the app per worker, not one per file: the files share nothing but
      // modules (each builds its own app and database; no vi.mock in the server's tests).
      isolate: false,
      ...(databaseUrl ? { env: { DATABASE_URL: databaseUrl } } : {}),
      ...server,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a 2-core machine means one worker while the
    // server's tests spend much of their time waiting on speech, ffmpeg and database threads.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], isolate: false } },
      serverDatabaseProject('server'),
      // The same files again on PostgreSQL when `npm test` started a throwaway cluster
      // (scripts/test.mjs): one run, so both passes share the workers without an idle tail.
      ...(postgresUrl ? [serverDatabaseProject('server-postgres', postgresUrl)] : []),
      {
        test: {
          name: 'server-no-db',
          include: serverDatabaseFree,
          setupFiles: ['apps/server/src/platform/test/databaseFree.ts'],
          isolate: false, // as above (the set-up runs again before each file)
          ...server,
        },
      },
      // Repository tooling: lint rules (run against fixtures) and build budgets.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      {
        // The web's message catalogues are compiled as in the build (apps/web/vite/i18nCatalogs.ts).
        plugins: [catalogs()],
        resolve: { alias: [icuParserless] },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          // The files mock no module (fetch and storage are stubbed per file and restored), so
          // one import per worker serves them all: 39 s became 8 s.
          isolate: false,
        },
      },
    ],
  },
});
