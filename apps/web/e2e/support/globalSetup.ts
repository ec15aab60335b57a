import { freePort, startAppServer } from './appServer';

/** Starts the real built server on a free port with a temporary DATA_DIR; stops it afterwards. */
export default async function globalSetup() {
  // admin-collector.spec.ts serves a fixture site here; only this loopback port may be scraped.
  const scrapeSitePort = await freePort();
  process.env.E2E_SCRAPE_SITE_PORT = String(scrapeSitePort);
  const server = await startAppServer({
    ADMIN_EMAILS: 'admin@example.com',
    OUTBOUND_ALLOW: `127.0.0.1:${scrapeSitePort}`,
  });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
