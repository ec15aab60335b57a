import path from 'node:path';
import { fileURLToPath } from 'node:url';

// In development and tests this module is src/platform/config/paths.ts; in production it is
// bundled into dist/server.js. Both sit inside apps/server, whose sibling is the web app.
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = here.endsWith(path.join('src', 'platform', 'config'))
  ? path.resolve(here, '../../..')
  : path.resolve(here, '..');

export const DEFAULT_WEB_DIST_DIR = path.resolve(serverRoot, '../web/dist');
