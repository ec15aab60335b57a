import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlide, type Prompt, type Story } from '@dsb/core';
import { TEST_ORIGIN, createTestApp, signInAs, type TestApp } from '../platform/test/testApp';

/** Stored links are http(s) or, for images, paths in this app (issue 9, defect 5). */

let app: TestApp;
let admin: string;
let alice: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Admin');
  alice = await signInAs(app, 'alice@example.com', 'Alice');
});
afterAll(() => app.close());

const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) =>
  app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, payload });

describe('prompt source links', () => {
  let prompt: Prompt;
  beforeAll(async () => {
    const created = await send('POST', '/api/admin/prompts', admin, {
      bigQuestion: 'Is sea ice shrinking?',
      promptScript: 'Look at the September minimum.',
      sourceURL: 'https://nsidc.org/data/g02135',
    });
    expect(created.statusCode, created.body).toBe(201);
    prompt = created.json<{ prompt: Prompt }>().prompt;
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/'])(
    'an edit to %j answers 400 and keeps the old link',
    async (sourceURL) => {
      const response = await send('PUT', `/api/admin/prompts/${prompt._id}`, admin, { sourceURL });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toBe('sourceURL: Only http and https addresses are allowed');
      const stored = await app.inject({ method: 'GET', url: `/api/prompts/${prompt._id}` });
      expect(stored.json<Prompt>().sourceURL).toBe('https://nsidc.org/data/g02135');
    },
  );

  it('a new prompt with a javascript: link answers 400', async () => {
    const response = await send('POST', '/api/admin/prompts', admin, {
      bigQuestion: 'Q?',
      promptScript: 'S',
      sourceURL: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
  });

  it('an http(s) link, or none, is saved', async () => {
    for (const sourceURL of ['http://example.org/report', null]) {
      const response = await send('PUT', `/api/admin/prompts/${prompt._id}`, admin, { sourceURL });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ prompt: Prompt }>().prompt.sourceURL).toBe(sourceURL);
    }
  });
});

describe('links inside stories', () => {
  const story = (slide: object, extra: object = {}) =>
    send('POST', '/api/stories', alice, {
      template: 'blank',
      slides: [{ ...createSlide(0), ...slide }],
      ...extra,
    });

  it('keeps the app paths and absolute addresses the editor stores', async () => {
    const response = await story(
      {
        previewImage: '/files/uploads/u/preview.png',
        canvasState: [
          { type: 'image', src: '/files/uploads/u/a.png' },
          {
            type: 'image',
            src: 'http://localhost:3000/api/proxy/image?url=https%3A%2F%2Fa.org%2Fb.png',
          },
        ],
      },
      {
        savedEvidence: [{ _id: 'e1', imageURL: '/files/charts/a.png', sourceURL: 'https://a.org' }],
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Story>().slides[0]!.previewImage).toBe('/files/uploads/u/preview.png');
  });

  it.each([
    ['a preview image', { previewImage: 'javascript:alert(1)' }, {}],
    ['a canvas image', { canvasState: [{ type: 'image', src: 'javascript:alert(1)' }] }, {}],
    ['a slide image', { images: [{ url: '//evil.example/a.png' }] }, {}],
    [
      'a saved evidence source',
      {},
      { savedEvidence: [{ _id: 'e1', sourceURL: 'javascript:alert(1)' }] },
    ],
  ])('refuses %s that is not a valid link', async (_what, slide, extra) => {
    const response = await story(slide, extra);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatch(/Only http and https addresses/);
  });
});
