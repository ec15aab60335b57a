import fp from 'fastify-plugin';
import { LocalObjectStorage } from './local';

/**
 * Object storage: S3-compatible when S3_BUCKET is set, else local disk under DATA_DIR/files. The
 * AWS SDK is loaded only for S3: it holds about 25 MB that a server on local disk never uses.
 */
export default fp(
  async (app) => {
    const { s3, dataDir, sessionSecret } = app.config;
    if (!s3) {
      app.decorate('storage', new LocalObjectStorage(dataDir, sessionSecret));
      return;
    }
    const { S3ObjectStorage } = await import('./s3');
    const storage = new S3ObjectStorage(s3);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.client.destroy());
  },
  { name: 'storage' },
);
