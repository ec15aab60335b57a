import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOGLE_AUTH_REQUIRED_CODE,
  GOOGLE_SLIDES_MAX_IMAGE_CHARS,
  GOOGLE_SLIDES_MAX_PAYLOAD_BYTES,
  GOOGLE_SLIDES_MESSAGES,
  MESSAGES,
} from '@dsb/core';
import { GOOGLE_SLIDES_TYPE } from './driveUpload';
import type { GoogleStandIn } from './googleTestSupport';
import { callAs, getAs, signInAs, type TestApp } from '../../platform/test/testApp';
import {
  connectedUser,
  createGoogleTestApp,
  jpegDataUrl,
  pngDataUrl,
  record,
  seenResponses,
} from './testSupport';

let app: TestApp;
let google: GoogleStandIn;
let jpeg: string;

beforeAll(async () => {
  ({ app, google } = await createGoogleTestApp());
  jpeg = await jpegDataUrl();
});
afterAll(async () => {
  await app?.close();
  await google?.close();
});

const exportSlides = async (cookie: string | undefined, payload: unknown) =>
  record(await callAs(app, 'POST', '/api/google/slides', cookie, payload));

const authorized = async (cookie: string) =>
  (await getAs(app, '/api/google/verify', cookie)).json<{ authorized: boolean }>().authorized;

describe('POST /api/google/slides', () => {
  it('makes one Google Slides presentation with a slide per picture and the scripts as notes', async () => {
    const cookie = await connectedUser(app, google, 'ana@school.org');
    const png = await pngDataUrl();
    const before = google.decks.length;
    // Sent out of order: the presentation follows the story's order (index).
    const response = await exportSlides(cookie, {
      title: '  Rising seas  ',
      slides: [
        { index: 2, imageData: jpeg, script: 'Coastal towns must plan now.' },
        {
          index: 0,
          imageData: jpeg,
          script: 'Sea levels have risen 20 cm.',
          altText: 'Slide 1: Rising seas. Chart: Global sea level <since> 1880 & "now"',
        },
        { index: 1, imageData: png, script: '' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const deck = google.decks[before]!;
    expect(google.decks).toHaveLength(before + 1);
    expect(response.json()).toEqual({
      presentationUrl: `${google.baseUrl}/presentation/d/${deck.id}/edit`,
    });
    expect(deck.name).toBe('Rising seas');
    expect(deck.mimeType).toBe(GOOGLE_SLIDES_TYPE);
    expect(deck.pictures).toBe(3);
    expect(deck.notes).toEqual([
      'Sea levels have risen 20 cm.',
      '',
      'Coastal towns must plan now.',
    ]);
    // Each picture carries its alt text; a slide sent without one is named by its number.
    expect(deck.altTexts).toEqual([
      'Slide 1: Rising seas. Chart: Global sea level <since> 1880 & "now"',
      'Slide 2',
      'Slide 3',
    ]);
  });

  it('names an untitled story and takes a slide without a script', async () => {
    const cookie = await connectedUser(app, google, 'ben@school.org');
    const response = await exportSlides(cookie, {
      title: '',
      slides: [{ index: 0, imageData: jpeg }],
    });
    expect(response.statusCode).toBe(200);
    expect(google.decks.at(-1)).toMatchObject({ name: 'Untitled Story', notes: [''] });
  });

  it('refreshes an access token Google no longer takes, once, and goes on', async () => {
    const cookie = await connectedUser(app, google, 'cara@school.org');
    google.expireAccessTokens();
    const response = await exportSlides(cookie, {
      title: 'After an hour',
      slides: [{ index: 0, imageData: jpeg, script: 'Still here.' }],
    });
    expect(response.statusCode).toBe(200);
    expect(google.decks.at(-1)?.name).toBe('After an hour');
  });

  it("maps Google's 401 to 'authorization expired' and forgets the authorisation", async () => {
    const cookie = await connectedUser(app, google, 'dan@school.org');
    google.expireAccessTokens();
    google.revokeRefreshTokens();
    const response = await exportSlides(cookie, {
      title: 'x',
      slides: [{ index: 0, imageData: jpeg }],
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: GOOGLE_SLIDES_MESSAGES.authExpired,
      code: GOOGLE_AUTH_REQUIRED_CODE,
    });
    expect(await authorized(cookie)).toBe(false);
  });

  it('asks a user who never connected Google to authorise first', async () => {
    const cookie = await signInAs(app, 'eve@school.org');
    const response = await exportSlides(cookie, {
      title: 'x',
      slides: [{ index: 0, imageData: jpeg }],
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: GOOGLE_SLIDES_MESSAGES.authFailed,
      code: GOOGLE_AUTH_REQUIRED_CODE,
    });
  });

  it('maps Google quota and rate limits to the quota message, other failures to unknown', async () => {
    const cookie = await connectedUser(app, google, 'fay@school.org');
    const body = { title: 'x', slides: [{ index: 0, imageData: jpeg }] };
    for (const [status, reason] of [
      [429, 'rateLimitExceeded'],
      [403, 'userRateLimitExceeded'],
      [403, 'storageQuotaExceeded'],
    ] as const) {
      google.failNextUpload(status, reason);
      const response = await exportSlides(cookie, body);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ error: GOOGLE_SLIDES_MESSAGES.quota });
    }
    google.failNextUpload(500, 'backendError');
    const failed = await exportSlides(cookie, body);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: GOOGLE_SLIDES_MESSAGES.unknown });
    // None of these cost the user the authorisation.
    expect(await authorized(cookie)).toBe(true);
  });

  it('refuses an image over 5 MB and a payload over 50 MB with 413', async () => {
    const cookie = await connectedUser(app, google, 'gus@school.org');
    const before = google.decks.length;
    // '/9j/' is a JPEG's first bytes in base64; the rest is padding of the wanted length.
    const jpegOf = (chars: number) => {
      const head = 'data:image/jpeg;base64,/9j/';
      return `${head}${'A'.repeat(chars - head.length)}`;
    };
    const big = jpegOf(GOOGLE_SLIDES_MAX_IMAGE_CHARS + 4);
    const oneBig = await exportSlides(cookie, {
      title: 'x',
      slides: [{ index: 0, imageData: big }],
    });
    expect(oneBig.statusCode).toBe(413);
    expect(oneBig.json()).toEqual({ error: GOOGLE_SLIDES_MESSAGES.tooLargeServer });

    const slide = jpegOf(GOOGLE_SLIDES_MAX_IMAGE_CHARS - 1000);
    const count = Math.ceil(GOOGLE_SLIDES_MAX_PAYLOAD_BYTES / slide.length) + 1;
    const slides = Array.from({ length: count }, (_, index) => ({ index, imageData: slide }));
    const tooMuch = await exportSlides(cookie, { title: 'x', slides });
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json()).toEqual({ error: GOOGLE_SLIDES_MESSAGES.tooLargeServer });
    expect(google.decks).toHaveLength(before);
  });

  it('answers malformed requests with 400 and a clear message', async () => {
    const cookie = await connectedUser(app, google, 'hal@school.org');
    const cases: Array<[unknown, string]> = [
      [{ title: 'x' }, 'slides'],
      [{ title: 'x', slides: [] }, GOOGLE_SLIDES_MESSAGES.noSlides],
      [{ title: 'x', slides: [{ index: 0, imageData: 'https://example.com/a.jpg' }] }, 'data URL'],
      [
        { title: 'x', slides: [{ index: 0, imageData: jpeg.replace('image/jpeg', 'image/gif') }] },
        'data URL',
      ],
      [
        {
          title: 'x',
          slides: [
            { index: 1, imageData: jpeg },
            { index: 1, imageData: jpeg },
          ],
        },
        GOOGLE_SLIDES_MESSAGES.duplicateIndex,
      ],
      [{ title: 'x', slides: [{ index: -1, imageData: jpeg }] }, 'index'],
      [{ title: 'x', slides: [{ index: 0, imageData: jpeg, extra: 1 }] }, 'extra'],
      [
        { title: 'x', slides: [{ index: 0, imageData: jpeg, altText: 'a'.repeat(4001) }] },
        'altText',
      ],
      // A PNG's bytes sent as a JPEG: the picture is checked, not only its label.
      [
        {
          title: 'x',
          slides: [
            { index: 0, imageData: (await pngDataUrl()).replace('image/png', 'image/jpeg') },
          ],
        },
        GOOGLE_SLIDES_MESSAGES.imageNotPicture(1),
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await exportSlides(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
  });

  it('answers a signed-out visitor 401 before reading the body', async () => {
    const response = await exportSlides(undefined, {
      title: 'x',
      slides: [{ index: 0, imageData: jpeg }],
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MESSAGES.authRequired });
  });

  it('never shows a Google token to a page', () => {
    expect(google.issuedTokens.length).toBeGreaterThan(4);
    const seen = seenResponses.join('\n');
    for (const issued of google.issuedTokens) expect(seen).not.toContain(issued);
  });
});
