import path from 'node:path';
import fp from 'fastify-plugin';
import { FfmpegError, ffmpegBinary } from '../media/ffmpeg';
import { sweepStaleTempDirs } from '../media/tempDirs';
import { DiskLruCache } from './diskCache';
import { EspeakNarrator } from './espeakNarrator';
import { FliteNarrator } from './fliteNarrator';
import { SpeechService } from './speechService';
import { VoiceRouter } from './voiceRouter';

declare module 'fastify' {
  interface FastifyInstance {
    speech: SpeechService;
  }
}

/** Temporary folders older than this were left by a process that was killed. */
const STALE_TEMP_MS = 6 * 60 * 60 * 1000;

/**
 * Offline speech (Flite for English and eSpeak NG for other languages, each in a child process of
 * its own: decisions 0037 and 0047) with its disk cache under DATA_DIR/cache/speech, for Speak and
 * for video narration; decision 0026.
 */
export default fp(
  async (app) => {
    const onCrash = ({
      name,
      code,
      signal,
    }: {
      name: string;
      code: number | null;
      signal: string | null;
    }) =>
      app.log.error(
        { engine: name, code, signal },
        'a speech engine stopped; it starts again on demand',
      );
    const speech = new SpeechService({
      narrator: new VoiceRouter(new FliteNarrator({ onCrash }), new EspeakNarrator({ onCrash })),
      cache: new DiskLruCache(
        path.join(app.config.dataDir, 'cache', 'speech'),
        app.config.speechCacheBytes,
      ),
      ffmpegPath: app.config.ffmpegPath,
    });
    app.decorate('speech', speech);
    app.addHook('onReady', async () => {
      const removed = await sweepStaleTempDirs(STALE_TEMP_MS);
      if (removed > 0) app.log.info({ removed }, 'removed temporary folders of a stopped server');
      // The operator learns at start, not at a pupil's first Speak, that ffmpeg is missing
      // (docs/config.md, FFMPEG_PATH); the server runs on without videos and Speak.
      try {
        ffmpegBinary(app.config.ffmpegPath);
      } catch (error) {
        if (!(error instanceof FfmpegError)) throw error;
        app.log.warn(`${error.message}; narrated videos and Speak fail until then`);
      }
    });
    app.addHook('onClose', async () => speech.close());
  },
  { name: 'speech' },
);
