import { rmSync } from 'node:fs';
import { startAppServer } from './appServer';

/**
 * Once per run: starts the built server on an empty DATA_DIR, which seeds the prompt and chart
 * libraries and computes their embeddings (the slow part of a first start), then stops it. Every
 * worker's server (fixtures.ts) starts from a copy of that folder (E2E_DATA_TEMPLATE), so each
 * has its own database without seeding again. Removed at the end of the run.
 */
export default async function globalSetup() {
  const seeded = await startAppServer(
    { ADMIN_EMAILS: 'admin@example.com' },
    { timeoutMs: 300_000 },
  );
  await seeded.stopKeepingData();
  process.env.E2E_DATA_TEMPLATE = seeded.dataDir;
  return () => rmSync(seeded.dataDir, { recursive: true, force: true });
}
