import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_SLIDES_MESSAGES } from '@dsb/core';
import { googleDriveTokens } from './tables';
import { DRIVE_FILE_SCOPE } from './driveAuthorization';
import type { GoogleStandIn } from './googleTestSupport';
import {
  createTestApp,
  currentUser,
  getAs,
  signInAs,
  type TestApp,
} from '../../platform/test/testApp';
import { connectDrive, createGoogleTestApp, record, seenResponses } from './testSupport';

let app: TestApp;
let google: GoogleStandIn;

beforeAll(async () => {
  ({ app, google } = await createGoogleTestApp());
});
afterAll(async () => {
  await app?.close();
  await google?.close();
});

const verify = async (cookie?: string) =>
  record(await getAs(app, '/api/google/verify', cookie)).json<{
    configured: boolean;
    authorized: boolean;
  }>();

const userId = async (cookie: string) => (await currentUser(app, cookie)).body.user!._id;

describe('the Google Drive authorisation popup', () => {
  it('asks Google for drive.file with offline access and PKCE, bound to the session', async () => {
    const cookie = await signInAs(app, 'ana@school.org');
    expect(await verify(cookie)).toEqual({ configured: true, authorized: false });

    const { authorizeUrl, pendingCookie, done } = await connectDrive(app, google, cookie);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${google.baseUrl}/o/oauth2/v2/auth`);
    const q = authorizeUrl.searchParams;
    expect(q.get('scope')).toBe(DRIVE_FILE_SCOPE);
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('redirect_uri')).toBe('http://localhost/auth/google/drive/callback');
    expect(q.get('login_hint')).toBe('ana@school.org');
    expect(pendingCookie.httpOnly).toBe(true);
    expect(pendingCookie.path).toBe('/auth/google/drive');

    // The popup's last page tells the opener through the external script, then closes.
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.body).toContain('data-status="success"');
    expect(done.body).toContain('<script src="/auth/google/drive/complete.js"></script>');
    expect(await verify(cookie)).toEqual({ configured: true, authorized: true });

    // Kept on the server, encrypted: the database holds neither token as Google sent it.
    const [row] = await app.db
      .select()
      .from(googleDriveTokens)
      .where(eq(googleDriveTokens.userId, await userId(cookie)));
    expect(row?.scope).toBe(DRIVE_FILE_SCOPE);
    expect(row?.refreshToken).toMatch(/^v1\./);
    for (const issued of google.issuedTokens) {
      expect(row?.accessToken).not.toContain(issued);
      expect(row?.refreshToken).not.toContain(issued);
    }
  });

  it('serves the completion script that posts to the opener and the broadcast channel', async () => {
    const script = record(await getAs(app, '/auth/google/drive/complete.js'));
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('"google-drive-auth"');
    expect(script.body).toContain('window.opener.postMessage(message, window.location.origin)');
    expect(script.body).toContain('"dsb-google-drive"');
  });

  it('refuses a callback in another session, so a link handed on connects nobody', async () => {
    const ben = await signInAs(app, 'ben@school.org');
    const start = await getAs(app, '/auth/google/drive?t=1', ben);
    const pending = start.cookies.find((c) => c.name === 'dsb_gdrive')!;
    const callback = new URL(google.approve(start.headers.location as string));
    const cara = await signInAs(app, 'cara@school.org');
    const stolen = record(
      await getAs(
        app,
        `${callback.pathname}${callback.search}`,
        `${cara}; dsb_gdrive=${pending.value}`,
      ),
    );
    expect(stolen.statusCode).toBe(401);
    expect(stolen.body).toContain(GOOGLE_SLIDES_MESSAGES.userAuthFailed);
    expect(stolen.body).toContain('data-status="error"');
    expect(await verify(cara)).toEqual({ configured: true, authorized: false });
    expect(await verify(ben)).toEqual({ configured: true, authorized: false });
  });

  it('reports a refusal on the consent screen, a missing permission and an expired attempt', async () => {
    const cookie = await signInAs(app, 'dan@school.org');
    const start = await getAs(app, '/auth/google/drive?t=2', cookie);
    const pending = start.cookies.find((c) => c.name === 'dsb_gdrive')!;
    const denied = record(
      await getAs(
        app,
        `/auth/google/drive/callback?error=access_denied&state=x`,
        `${cookie}; dsb_gdrive=${pending.value}`,
      ),
    );
    expect(denied.statusCode).toBe(400);
    expect(denied.body).toContain(GOOGLE_SLIDES_MESSAGES.authFailed);

    google.grantScope('openid email');
    try {
      const { done } = await connectDrive(app, google, cookie);
      expect(done.statusCode).toBe(400);
      expect(done.body).toContain('Tick the box that lets this app create files');
    } finally {
      google.grantScope(DRIVE_FILE_SCOPE);
    }
    expect(await verify(cookie)).toEqual({ configured: true, authorized: false });

    const noCookie = record(await getAs(app, '/auth/google/drive/callback?code=x&state=y', cookie));
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.body).toContain('This link has expired.');
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const response = record(await getAs(app, '/auth/google/drive?t=3'));
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(GOOGLE_SLIDES_MESSAGES.userAuthFailed);
    expect(await verify()).toEqual({ configured: true, authorized: false });
  });

  it('never shows a Google token to a page', () => {
    expect(google.issuedTokens.length).toBeGreaterThan(0);
    const seen = seenResponses.join('\n');
    for (const issued of google.issuedTokens) expect(seen).not.toContain(issued);
  });
});

describe('without Google configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => plain?.close());

  it('says so, and the popup and export answer 404', async () => {
    const cookie = await signInAs(plain, 'eve@school.org');
    const verified = await getAs(plain, '/api/google/verify', cookie);
    expect(verified.json()).toEqual({ configured: false, authorized: false });
    const popup = await getAs(plain, '/auth/google/drive?t=4', cookie);
    expect(popup.statusCode).toBe(404);
    expect(popup.body).toContain(GOOGLE_SLIDES_MESSAGES.notConfigured);
  });
});
