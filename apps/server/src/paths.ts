import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This module sits directly in src/ and its bundle directly in dist/, so the relative path to the
// built web app is the same in development, tests and production.
const here = path.dirname(fileURLToPath(import.meta.url));

export const DEFAULT_WEB_DIST_DIR = path.resolve(here, '../../web/dist');
