import sharp from 'sharp';
import { expect } from 'vitest';
import { startGoogleStandIn, type GoogleStandIn } from './googleTestSupport';
import { createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';

/** An app whose Google (sign-in and Drive) is the local stand-in; development sign-in stays on. */
export async function createGoogleTestApp(): Promise<{ app: TestApp; google: GoogleStandIn }> {
  const google = await startGoogleStandIn();
  const app = await createTestApp({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.baseUrl,
    GOOGLE_API_BASE_URL: google.baseUrl,
    AUTH_DEV_LOGIN: '1',
  });
  return { app, google };
}

/** Every response a test saw, to check that no Google token ever reached a page. */
export const seenResponses: string[] = [];

export const record = <T extends { body: string; headers: Record<string, unknown> }>(
  response: T,
): T => {
  seenResponses.push(response.body, JSON.stringify(response.headers));
  return response;
};

/** Runs the popup: GET /auth/google/drive, Google's consent (Allow), the callback. */
export async function connectDrive(app: TestApp, google: GoogleStandIn, cookie: string) {
  const start = record(await getAs(app, `/auth/google/drive?t=${Date.now()}`, cookie));
  expect(start.statusCode).toBe(302);
  const pending = start.cookies.find((c) => c.name === 'dsb_gdrive');
  expect(pending?.value).toBeTruthy();
  const authorizeUrl = start.headers.location as string;
  const callback = new URL(google.approve(authorizeUrl));
  const done = record(
    await getAs(
      app,
      `${callback.pathname}${callback.search}`,
      `${cookie}; dsb_gdrive=${pending!.value}`,
    ),
  );
  return { start, authorizeUrl: new URL(authorizeUrl), callback, done, pendingCookie: pending! };
}

/** A signed-in user with Drive connected. */
export async function connectedUser(app: TestApp, google: GoogleStandIn, email: string) {
  const cookie = await signInAs(app, email);
  const { done } = await connectDrive(app, google, cookie);
  expect(done.statusCode).toBe(200);
  return cookie;
}

/** A real JPEG data URL of a slide-shaped picture. */
export async function jpegDataUrl(colour = '#1971c2'): Promise<string> {
  const bytes = await sharp({
    create: { width: 75, height: 133, channels: 3, background: colour },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

export async function pngDataUrl(): Promise<string> {
  const bytes = await sharp({
    create: { width: 75, height: 133, channels: 4, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}
