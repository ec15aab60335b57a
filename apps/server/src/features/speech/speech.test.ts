import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SPEECH_MESSAGES,
  SPEECH_VOICE_NAMES,
  TTS_REQUESTS_PER_MINUTE,
  type SpeechVoicesResponse,
} from '@dsb/core';
import { ffmpegBinary, runFfmpeg } from '../../platform/media/ffmpeg';
import { rootMeanSquare } from '../../platform/speech/wav';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';

let app: TestApp;
let pupil: string;

beforeAll(async () => {
  app = await createTestApp();
  pupil = await signInAs(app, 'pupil@school.example');
});
afterAll(() => app?.close());

const speak = (cookie: string | undefined, body: unknown) =>
  callAs(app, 'POST', '/api/tts', cookie, body);

describe('GET /api/tts/voices', () => {
  it('lists the English names (Flite) and the language voices (eSpeak NG), each with its language and engine', async () => {
    const response = await callAs(app, 'GET', '/api/tts/voices', pupil);
    const body = response.json<SpeechVoicesResponse>();
    expect(body.defaultVoice).toBe('Amy');
    expect(body.audioType).toBe('audio/mpeg');
    expect(body.engine).toBe('Flite and eSpeak NG (offline, on this server)');
    expect(body.voices.map((v) => v.name)).toEqual([...SPEECH_VOICE_NAMES]);
    expect(body.voices.find((v) => v.name === 'Amy')).toEqual({
      name: 'Amy',
      lang: 'en-US',
      label: 'Flite slt (US English, female)',
      engine: 'flite',
      default: true,
    });
    expect(body.voices.find((v) => v.name === 'Alex')!.label).toMatch(/^Same as Brian: Flite awb/);
    expect(body.voices.find((v) => v.name === 'Spanish')).toEqual({
      name: 'Spanish',
      lang: 'es',
      label: 'Spanish · eSpeak NG (offline)',
      engine: 'espeak-ng',
      default: false,
    });
    const languages = new Set(body.voices.map((v) => v.lang.split('-')[0]));
    for (const lang of ['en', 'es', 'fr', 'de', 'pt', 'ar', 'hi', 'zh']) {
      expect(languages).toContain(lang);
    }
    for (const voice of body.voices) {
      expect(voice.label).toMatch(
        voice.engine === 'flite' ? /^(Same as Brian: )?Flite / : / · eSpeak NG \(offline\)$/,
      );
    }
  });
});

describe('POST /api/tts', () => {
  it('answers MP3 of the text spoken: about as long as the words, and audible', async () => {
    const response = await speak(pupil, {
      text: 'Rainfall in the region has doubled since 1990.',
      voice: 'matthew',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    const pcm = await runFfmpeg(
      ffmpegBinary(),
      ['-f', 'mp3', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '16000', 'pipe:1'],
      { input: response.rawPayload },
    );
    const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length >> 1);
    expect(samples.length / 16_000).toBeGreaterThan(1.5);
    expect(samples.length / 16_000).toBeLessThan(8);
    expect(rootMeanSquare(samples)).toBeGreaterThan(0.02);
  });

  it('speaks Spanish in the Spanish voice (eSpeak NG), as MP3', async () => {
    const response = await speak(pupil, {
      text: '¿Cuánto sube el mar cada año?',
      voice: 'spanish',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.length).toBeGreaterThan(4000);
  });

  it('refuses empty, too long, unknown voices and signed-out callers with clear messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ text: '   ' }, SPEECH_MESSAGES.textRequired],
      [{ text: 'x'.repeat(2001) }, SPEECH_MESSAGES.textTooLong],
      [{ text: 'Hello', voice: 'Siri' }, SPEECH_MESSAGES.unknownVoice],
      [{ text: 'Hola', voice: 'Klingon' }, SPEECH_MESSAGES.unknownVoice],
    ];
    for (const [body, error] of cases) {
      const response = await speak(pupil, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    // The message names the voices there are, the language voices among them.
    expect(SPEECH_MESSAGES.unknownVoice).toMatch(
      /^Choose one of these voices: Amy, .*Spanish, .*Chinese$/,
    );
    const signedOut = await speak(undefined, { text: 'Hello' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ error: MESSAGES.authRequired });
  });

  it(`allows ${TTS_REQUESTS_PER_MINUTE} a minute per user, then 429; others are not held up`, async () => {
    const reader = await signInAs(app, 'reader@school.example');
    for (let i = 0; i < TTS_REQUESTS_PER_MINUTE; i++) {
      expect((await speak(reader, { text: 'Again.' })).statusCode).toBe(200);
    }
    const refused = await speak(reader, { text: 'Again.' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(MESSAGES.rateLimited);
    expect((await speak(pupil, { text: 'Again.' })).statusCode).toBe(200);
  });
});
