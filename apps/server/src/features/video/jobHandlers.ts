import type { FastifyInstance } from 'fastify';
import { createVideoRenderHandler } from './renderJob';

/** The video render job handler, on the app's database, storage, speech and ffmpeg. */
export function registerVideoJobs(app: FastifyInstance) {
  app.jobs.register(
    createVideoRenderHandler({
      db: app.db,
      storage: app.storage,
      speech: app.speech,
      ffmpegPath: app.config.ffmpegPath,
      log: app.log,
    }),
  );
}
