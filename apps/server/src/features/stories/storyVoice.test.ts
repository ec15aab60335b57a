import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_MESSAGES, createSlide, type Story } from '@dsb/core';
import {
  callAs,
  createTestApp,
  signInAs,
  type Method,
  type TestApp,
} from '../../platform/test/testApp';

/** The story's narration voice is kept with the story (docs/product/speech.md, "Voices per story"). */
let app: TestApp;
let pia: string;

beforeAll(async () => {
  app = await createTestApp();
  pia = await signInAs(app, 'pia@example.com', 'Pia');
});
afterAll(() => app.close());

const call = (method: Method, url: string, payload?: unknown) =>
  callAs(app, method, url, pia, payload);

async function newStory(extra: Record<string, unknown> = {}): Promise<Story> {
  const response = await call('POST', '/api/stories', {
    template: 'blank',
    slides: [createSlide(0)],
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Story>();
}

describe("a story's narration voice", () => {
  it('is none until chosen, then read back by every reader of the story', async () => {
    const story = await newStory();
    expect(story.voice).toBeNull();
    const saved = await call('PUT', `/api/stories/${story._id}`, { version: 1, voice: 'spanish' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Story>().voice).toBe('Spanish'); // names match without regard to case
    expect((await call('GET', `/api/stories/${story._id}`)).json<Story>().voice).toBe('Spanish');
  });

  it('is given at creation and changed by a patch based on the voice before it', async () => {
    const story = await newStory({ voice: 'Arabic' });
    expect(story.voice).toBe('Arabic');
    const patched = await call('PATCH', `/api/stories/${story._id}`, {
      version: 1,
      voice: 'Hindi',
      baseFields: { voice: 'Arabic' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await call('GET', `/api/stories/${story._id}`)).json<Story>().voice).toBe('Hindi');

    // A patch based on a voice someone has changed since meets a conflict, as any field does.
    const stale = await call('PATCH', `/api/stories/${story._id}`, {
      version: 2,
      voice: 'Chinese',
      baseFields: { voice: 'Arabic' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a voice the app does not have with the list of its voices, and keeps the story', async () => {
    const story = await newStory({ voice: 'Brian' });
    const response = await call('PUT', `/api/stories/${story._id}`, { version: 1, voice: 'Siri' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(SPEECH_MESSAGES.unknownVoice);
    expect((await call('GET', `/api/stories/${story._id}`)).json<Story>()).toMatchObject({
      voice: 'Brian',
      version: 1,
    });
  });
});
