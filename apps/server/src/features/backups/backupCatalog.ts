import type { FastifyInstance } from 'fastify';
import { BackupCatalog } from './archive/catalog';
import { BackupSigner } from './archive/signature';

const catalogs = new WeakMap<object, { catalog: BackupCatalog; signer: BackupSigner }>();

/**
 * The one catalog and signer of this app's backups, shared by the routes and the job handlers so
 * both see the same cached manifests.
 */
export function backupCatalog(app: FastifyInstance) {
  let found = catalogs.get(app.storage);
  if (!found) {
    const signer = new BackupSigner(app.config.sessionSecret);
    found = { catalog: new BackupCatalog(app.storage, signer), signer };
    catalogs.set(app.storage, found);
  }
  return found;
}
