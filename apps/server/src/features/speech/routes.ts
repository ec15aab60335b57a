import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SPEECH_MESSAGES,
  TTS_AUDIO_TYPE,
  TTS_REQUESTS_PER_MINUTE,
  speechVoicesResponseSchema,
  ttsRequestSchema,
} from '@dsb/core';
import { HttpError } from '../../platform/http/errors';
import { FfmpegError } from '../../platform/media/ffmpeg';
import { NarratorBusyError, NarratorFailedError } from '../../platform/speech/narrator';
import { throwIfInvalid } from '../../platform/http/validation';

/**
 * Server speech (issue #15 item 5): Speak and the voice preview play the script through the
 * server's offline voices when the browser has none. Signed-in users only, rate-limited per user.
 */
export default async function speechRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };

  app.get(
    '/api/tts/voices',
    { config: user, schema: { response: { 200: speechVoicesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return app.speech.voices();
    },
  );

  app.post(
    '/api/tts',
    {
      config: {
        ...user,
        rateLimit: {
          max: TTS_REQUESTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?._id ?? request.ip,
        },
      },
      // The form shows the schema's own message ('Type some text to speak').
      attachValidation: true,
      schema: { body: ttsRequestSchema },
    },
    async (request, reply) => {
      throwIfInvalid(request);
      let audio: Buffer;
      try {
        audio = await app.speech.speak(request.body.text, request.body.voice);
      } catch (error) {
        if (error instanceof NarratorBusyError) throw new HttpError(503, SPEECH_MESSAGES.busy);
        request.log.error({ err: error }, 'speech failed');
        // The engine's fault (or no ffmpeg installed to make the MP3), not the pupil's text: the
        // server stays up and says so; the log says what the operator can install.
        if (error instanceof NarratorFailedError || error instanceof FfmpegError) {
          throw new HttpError(503, SPEECH_MESSAGES.failed);
        }
        throw new HttpError(500, SPEECH_MESSAGES.failed);
      }
      return reply
        .type(TTS_AUDIO_TYPE)
        .header('cache-control', 'private, max-age=86400')
        .header('content-length', audio.length)
        .send(audio);
    },
  );
}
