// A server without a usable ffmpeg starts, and says so in its log at start (docs/config.md,
// FFMPEG_PATH; docs/decisions/0040-current-ffmpeg.md).
import { afterAll, describe, expect, it } from 'vitest';
import { SPEECH_MESSAGES } from '@dsb/core';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function startupWarnings(env: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  apps.push(await createTestApp(env, { logTo: lines }));
  return lines
    .map((line) => JSON.parse(line) as { level: number; msg?: string })
    .filter((entry) => entry.level === 40 && entry.msg?.includes('ffmpeg'))
    .map((entry) => entry.msg!);
}

describe('the start-up check for ffmpeg', () => {
  it('warns, naming the binary, when FFMPEG_PATH cannot be run', async () => {
    expect(await startupWarnings({ FFMPEG_PATH: '/nowhere/ffmpeg' })).toEqual([
      'ffmpeg at /nowhere/ffmpeg cannot be run (missing or not executable); narrated videos and Speak fail until then',
    ]);
  });

  it('is quiet when ffmpeg is installed', async () => {
    expect(await startupWarnings({})).toEqual([]);
  });
});

describe('Speak without ffmpeg', () => {
  it("answers 503 with Speak's message, not a server error", async () => {
    const app = await createTestApp({ FFMPEG_PATH: '/nowhere/ffmpeg' });
    apps.push(app);
    const pupil = await signInAs(app, 'pupil@school.example');
    const response = await callAs(app, 'POST', '/api/tts', pupil, {
      text: 'Sea ice is shrinking.',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: SPEECH_MESSAGES.failed });
  });
});
