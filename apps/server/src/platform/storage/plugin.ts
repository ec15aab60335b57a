import fp from 'fastify-plugin';
import { LocalObjectStorage } from './local';
import { S3ObjectStorage } from './s3';
import type { ObjectStorage } from './storage';

/** Object storage: S3-compatible when S3_BUCKET is set, else local disk under DATA_DIR/files. */
export default fp(
  async (app) => {
    const { s3, dataDir, sessionSecret } = app.config;
    const storage: ObjectStorage = s3
      ? new S3ObjectStorage(s3)
      : new LocalObjectStorage(dataDir, sessionSecret);
    app.decorate('storage', storage);
    if (storage instanceof S3ObjectStorage) {
      app.addHook('onClose', async () => storage.client.destroy());
    }
  },
  { name: 'storage' },
);
