import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  // Seeds one DATA_DIR that every worker's server starts from a copy of.
  globalSetup: './e2e/support/globalSetup.ts',
  // Each worker starts its own server with its own DATA_DIR (e2e/support/fixtures.ts); a spec file
  // runs whole in one worker, its tests in order. E2E_WORKERS overrides the count.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  // On the 2-core runner two workers each drive a browser and a server, and a test with two
  // pupils or a whole journey needs 30-40 s there (it passes in 15 s on an idle machine), so the
  // budget is twice that; a step waits up to 15 s for what the screen should show.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  // The run's slowest spec files are listed at its end: where the test time goes (issue #24).
  reportSlowTests: { max: 15, threshold: 60_000 },
  outputDir: '../../test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
});
